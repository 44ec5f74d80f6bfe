import { Alert, Box, Button, Code, DataList, Stack, Text } from '@chakra-ui/react';
import { MailKind, MailState, opsOperationKey, opsQueries, retryMail, StaffRole, type MailDetail as Mail } from '@forwarder/api-client/ops';
import { useLocalePath } from '@forwarder/i18n';
import { CardSection, DataItem, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { entityDetailPath, isUuid, paths } from '../../../config/paths';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { detailPending } from '../../../shared/layout/detail-pending';
import { PageLink } from '../../../shared/layout/page-link';
import { MailStateBadge } from '../../../shared/mail/mail-state-badge';
import { useStaffMe } from '../../../shared/staff/use-staff';
import { MAIL_KINDS, MAIL_LOCALES } from '../lib/mail-kinds';
import { useSiteTime } from '../../../shared/time/use-site-time';

/** What a mail's delivery shows elsewhere: the outbox, a contact message's replies, the audit log. */
const invalidateMailReads = (queryClient: QueryClient): Promise<void> =>
  Promise.all(
    (['getMailList', 'getContactMessage', 'getAuditLog'] as const).map((id) => queryClient.invalidateQueries({ queryKey: opsOperationKey(id) })),
  ).then(() => undefined);

/** One mail of the outbox: to whom, about what, its text and its delivery (attempts, the last error). */
export function MailDetail({ id }: { id: string }) {
  const valid = isUuid(id);
  const mail = useQuery({ ...opsQueries.mail(id), enabled: valid });
  const pending = detailPending({
    valid,
    query: mail,
    notFound: <Trans>找不到这封邮件。</Trans>,
    back: { to: paths.outbox, label: <Trans>返回发件箱</Trans> },
    failed: <Trans>邮件加载失败</Trans>,
  });
  if (pending || !mail.data) return pending;
  return <MailView mail={mail.data} />;
}

function MailView({ mail }: { mail: Mail }) {
  const siteTime = useSiteTime();
  const { i18n } = useLingui();
  const to = useLocalePath();
  const related = entityDetailPath(mail.relatedEntityType, mail.relatedEntityId);
  const back = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={to(paths.outbox)}>
        <Trans>发件箱</Trans>
      </RouterLink>
    </Button>
  );
  return (
    <Stack gap="6">
      <CardSection title={mail.subject} actions={back}>
        <Stack gap="5">
          <DataList.Root orientation="horizontal" size="sm">
            <DataItem label={<Trans>类型</Trans>}>{i18n._(MAIL_KINDS[mail.kind])}</DataItem>
            <DataItem label={<Trans>收件邮箱</Trans>}>
              <Text as="span" overflowWrap="anywhere">
                {mail.recipient}
              </Text>
            </DataItem>
            <DataItem label={<Trans>语言</Trans>}>{i18n._(MAIL_LOCALES[mail.locale])}</DataItem>
            <DataItem label={<Trans>关于</Trans>}>
              {related ? (
                <PageLink to={related} fontWeight="normal">
                  {mail.relatedEntityLabel}
                </PageLink>
              ) : (
                mail.relatedEntityLabel
              )}
            </DataItem>
            <DataItem label={<Trans>创建时间</Trans>}>{siteTime.time(mail.creationTime)}</DataItem>
          </DataList.Root>
          <Box as="pre" bg="bg.muted" rounded="l2" p="4" fontFamily="inherit" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {mail.text}
          </Box>
          {mail.kind === MailKind.PasswordReset ? (
            <Text color="fg.muted" fontSize="sm">
              <Trans>重置链接已隐藏：员工不能使用客户的链接。</Trans>
            </Text>
          ) : null}
        </Stack>
      </CardSection>
      <Delivery mail={mail} />
    </Stack>
  );
}

/** The delivery: state, attempts, next attempt, when sent, the mail server's last answer; and the admins' retry. */
function Delivery({ mail }: { mail: Mail }) {
  const siteTime = useSiteTime();
  return (
    <CardSection title={<Trans>发送情况</Trans>}>
      <Stack gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          <DataItem label={<Trans>状态</Trans>}>
            <MailStateBadge state={mail.state} />
          </DataItem>
          <DataItem label={<Trans>尝试次数</Trans>}>{mail.attempts}</DataItem>
          <DataItem label={<Trans>下次尝试</Trans>}>{mail.nextAttemptTime ? siteTime.time(mail.nextAttemptTime) : null}</DataItem>
          <DataItem label={<Trans>发送时间</Trans>}>{mail.sentTime ? siteTime.time(mail.sentTime) : null}</DataItem>
          <DataItem label={<Trans>最后一次错误</Trans>}>
            {mail.lastError ? (
              <Code whiteSpace="pre-wrap" overflowWrap="anywhere">
                {mail.lastError}
              </Code>
            ) : null}
          </DataItem>
          <DataItem label={<Trans>Message-ID</Trans>}>
            {mail.messageId ? (
              <Text as="span" fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
                {mail.messageId}
              </Text>
            ) : null}
          </DataItem>
        </DataList.Root>
        {mail.state === MailState.Failed ? <Retry mail={mail} /> : null}
      </Stack>
    </CardSection>
  );
}

/**
 * A failed mail goes back to pending (admins). A reset link is never resent (it would outlive its purpose): the page
 * says to send a new one from the customer's page. Operators read why they cannot retry instead of a button.
 */
function Retry({ mail }: { mail: Mail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const me = useStaffMe();
  const retry = useMutation({
    mutationFn: () => retryMail(mail.id, FORM_SEND),
    onSuccess: (updated) => {
      queryClient.setQueryData(opsQueries.mail(mail.id).queryKey, updated);
      void invalidateMailReads(queryClient);
      void showToast({ type: 'success', title: t`邮件已重新排队发送` });
    },
  });
  if (mail.kind === MailKind.PasswordReset) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>密码重置邮件不会重发（链接只在 30 分钟内有效）。如有需要，请在客户页面重新发送重置链接。</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (me.data?.role !== StaffRole.Admin) {
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>发送失败的邮件只有管理员可以重发。</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="3" align="start">
      <RefusalAlert error={retry.error} />
      <Button onClick={() => retry.mutate()} loading={retry.isPending}>
        <Trans>重新发送</Trans>
      </Button>
    </Stack>
  );
}
