import { Alert, Box, Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MailKind, MailState, opsQueries, type MailSummary } from '@forwarder/api-client/ops';
import { EnumSelect, FormField, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { entityDetailPath, mailDetailPath } from '../../../config/paths';
import { PageLink } from '../../../shared/layout/page-link';
import { PagedTable, useFilterDraft } from '../../../shared/list/list';
import { MailStateBadge } from '../../../shared/mail/mail-state-badge';
import { MAIL_STATES } from '../../../shared/mail/mail-states';
import { useReference } from '../../../shared/reference/use-reference';
import { MAIL_KINDS } from '../lib/mail-kinds';
import { EMPTY_MAIL_FILTER, mailParams, readMailParams, toMailListRequest, type MailFilter } from '../lib/mail-filter';
import { useSiteTime } from '../../../shared/time/use-site-time';

function useMailColumns(): DataTableColumn<MailSummary>[] {
  const siteTime = useSiteTime();
  const { i18n } = useLingui();
  return [
    { key: 'state', header: <Trans>状态</Trans>, nowrap: true, cell: (mail) => <MailStateBadge state={mail.state} /> },
    { key: 'time', header: <Trans>创建时间</Trans>, nowrap: true, cell: (mail) => siteTime.time(mail.creationTime) },
    { key: 'kind', header: <Trans>类型</Trans>, nowrap: true, cell: (mail) => i18n._(MAIL_KINDS[mail.kind]) },
    {
      key: 'mail',
      header: <Trans>收件人与主题</Trans>,
      cell: (mail) => (
        <Stack gap="0">
          <PageLink to={mailDetailPath(mail.id)} overflowWrap="anywhere">
            {mail.subject}
          </PageLink>
          <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
            {mail.recipient}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'related',
      header: <Trans>关于</Trans>,
      cell: (mail) => {
        const href = entityDetailPath(mail.relatedEntityType, mail.relatedEntityId);
        return href ? (
          <PageLink to={href} fontWeight="normal" overflowWrap="anywhere">
            {mail.relatedEntityLabel}
          </PageLink>
        ) : (
          mail.relatedEntityLabel
        );
      },
    },
    { key: 'attempts', header: <Trans>尝试次数</Trans>, nowrap: true, align: 'end', cell: (mail) => mail.attempts },
  ];
}

/**
 * The outbox: every mail the portal sends, newest first, with its delivery state; the filter and page live in the
 * URL. Without mail configured every mail stays pending here, which the page says first.
 */
export function MailList() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readMailParams(params);
  const list = useQuery({ ...opsQueries.mailList(toMailListRequest(filter, page)), placeholderData: keepPreviousData });
  return (
    <Stack gap="5">
      <MailNotConfigured />
      <MailFilterForm key={mailParams(filter).toString()} filter={filter} onApply={(next) => setParams(mailParams(next))} />
      <PagedTable
        label={t`发件箱`}
        columns={useMailColumns()}
        query={list}
        rowKey={(mail) => mail.id}
        failed={<Trans>邮件加载失败</Trans>}
        empty={<Trans>没有符合条件的邮件。</Trans>}
        page={page}
        onPageChange={(next) => setParams(mailParams(filter, next))}
      />
    </Stack>
  );
}

/** Said once the reference is known: mails wait here until the server is given an SMTP server (SMTP_URL). */
function MailNotConfigured() {
  const reference = useReference();
  if (reference.data?.mailConfigured !== false) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>邮件服务未配置</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>服务器没有设置发信服务器（SMTP_URL），邮件不会发出，会一直以“待发送”留在这里，员工可以打开查看内容。</Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function MailFilterForm({ filter, onApply }: { filter: MailFilter; onApply: (filter: MailFilter) => void }) {
  const { t, i18n } = useLingui();
  const { form, set, input, submit, reset } = useFilterDraft(filter, onApply);
  const states = Object.values(MailState).map((state) => ({ value: state, displayName: i18n._(MAIL_STATES[state].label) }));
  const kinds = Object.values(MailKind).map((kind) => ({ value: kind, displayName: i18n._(MAIL_KINDS[kind]) }));
  return (
    <Box as="form" role="search" aria-label={t`筛选邮件`} onSubmit={submit}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
          <EnumSelect label={<Trans>状态</Trans>} allLabel={t`全部状态`} options={states} value={form.state} onChange={set('state')} />
          <EnumSelect label={<Trans>类型</Trans>} allLabel={t`全部类型`} options={kinds} value={form.kind} onChange={set('kind')} />
          <FormField label={<Trans>收件邮箱</Trans>}>
            <Input {...input('recipient')} placeholder={t`邮箱地址的一部分`} maxLength={100} />
          </FormField>
          <HStack>
            <Button type="submit">
              <Trans>搜索</Trans>
            </Button>
            <Button type="button" variant="outline" onClick={() => reset(EMPTY_MAIL_FILTER)}>
              <Trans>重置</Trans>
            </Button>
          </HStack>
        </SimpleGrid>
        {filter.related ? (
          <Text color="fg.muted" fontSize="sm">
            <Trans>只显示与同一对象（运单、留言或客户）相关的邮件；“重置”显示全部。</Trans>
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
