import { Box, Button, DataList, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { ContactMessageState, handleContactMessage, opsOperationKey, opsQueries, reopenContactMessage, type ContactMessage } from '@forwarder/api-client/ops';
import { useLocalePath } from '@forwarder/i18n';
import { CardSection, DataItem, FormField, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isUuid, paths, withQuery } from '../../../config/paths';
import { detailPending } from '../../../shared/layout/detail-pending';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { MessageReplies } from './message-replies';
import { MessageStateBadge } from './message-state-badge';
import { useSiteTime } from '../../../shared/time/use-site-time';

const NOTE_MAX = 1000;

/** What a message's state shows elsewhere: the inbox's lists, the dashboard's unread count, the audit log. */
const invalidateInbox = (queryClient: QueryClient): Promise<void> =>
  Promise.all(
    (['getContactMessageList', 'getOpsDashboard', 'getAuditLog'] as const).map((id) => queryClient.invalidateQueries({ queryKey: opsOperationKey(id) })),
  ).then(() => undefined);

/** `tel:` takes digits and a leading `+` (RFC 3966 has no spaces). */
const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * One contact message: the sender and how to reach them, the message, the replies by e-mail, and its handling. Opening it marks it read
 * (the server does, on this read), so the inbox and the dashboard are refreshed once it has loaded.
 */
export function MessageDetail({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const valid = isUuid(id);
  const message = useQuery({ ...opsQueries.contactMessage(id), enabled: valid });
  const loaded = message.isSuccess;
  useEffect(() => {
    if (loaded) void invalidateInbox(queryClient);
  }, [loaded, queryClient]);

  const pending = detailPending({
    valid,
    query: message,
    notFound: <Trans>找不到这条留言。</Trans>,
    back: { to: paths.messages, label: <Trans>返回留言列表</Trans> },
    failed: <Trans>留言加载失败</Trans>,
  });
  if (pending || !message.data) return pending;
  return <MessageView message={message.data} />;
}

function MessageView({ message }: { message: ContactMessage }) {
  const siteTime = useSiteTime();
  const { t } = useLingui();
  const to = useLocalePath();
  const back = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={to(withQuery(paths.messages, { state: ContactMessageState.Unread }))}>
        <Trans>未读留言</Trans>
      </RouterLink>
    </Button>
  );
  return (
    <Stack gap="6">
      <CardSection title={message.subject || t`留言内容`} actions={back}>
        <Stack gap="5">
          <DataList.Root orientation="horizontal" size="sm">
            <DataItem label={<Trans>状态</Trans>}>
              <MessageStateBadge state={message.state} />
            </DataItem>
            <DataItem label={<Trans>留言人</Trans>}>{message.name}</DataItem>
            <DataItem label={<Trans>邮箱</Trans>}>
              <Link href={`mailto:${message.email}`} color="brand.fg">
                {message.email}
              </Link>
            </DataItem>
            <DataItem label={<Trans>电话</Trans>}>
              {message.phoneNumber ? (
                <Link href={telHref(message.phoneNumber)} color="brand.fg">
                  {message.phoneNumber}
                </Link>
              ) : null}
            </DataItem>
            <DataItem label={<Trans>会员账号</Trans>}>{message.senderUserName ?? <Trans>未登录访客</Trans>}</DataItem>
            <DataItem label={<Trans>收到时间</Trans>}>{siteTime.time(message.creationTime)}</DataItem>
            <DataItem label={<Trans>首次阅读</Trans>}>{message.readTime ? `${siteTime.time(message.readTime)} · ${message.readBy ?? ''}` : null}</DataItem>
          </DataList.Root>
          <Box as="blockquote" borderStartWidth="3px" borderColor="border.emphasized" ps="4" py="1">
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {message.content}
            </Text>
          </Box>
        </Stack>
      </CardSection>
      <MessageReplies message={message} />
      <Handling message={message} />
    </Stack>
  );
}

/**
 * Mark handled with an optional note, or reopen. A refusal (someone else was quicker) is shown here, where staff
 * look, and the message is read again so the page shows what the other person did.
 */
function Handling({ message }: { message: ContactMessage }) {
  const siteTime = useSiteTime();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const done = (updated: ContactMessage) => {
    queryClient.setQueryData(opsQueries.contactMessage(message.id).queryKey, updated);
    void invalidateInbox(queryClient);
  };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: opsQueries.contactMessage(message.id).queryKey });
  const handle = useMutation({
    mutationFn: () => handleContactMessage(message.id, note.trim() ? { note: note.trim() } : {}, FORM_SEND),
    onSuccess: (updated) => {
      done(updated);
      setNote('');
      void showToast({ type: 'success', title: t`留言已标记为已处理` });
    },
    onError: refresh,
  });
  const reopen = useMutation({
    mutationFn: () => reopenContactMessage(message.id, FORM_SEND),
    onSuccess: (updated) => {
      done(updated);
      void showToast({ type: 'success', title: t`留言已重新打开` });
    },
    onError: refresh,
  });
  const refusal = <RefusalAlert error={handle.error ?? reopen.error} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reopen.reset();
    handle.mutate();
  };

  if (message.state === ContactMessageState.Handled) {
    return (
      <CardSection
        title={<Trans>处理情况</Trans>}
        actions={
          <Button size="sm" variant="outline" onClick={() => {
              handle.reset();
              reopen.mutate();
            }} loading={reopen.isPending}>
            <Trans>重新打开</Trans>
          </Button>
        }
      >
        {refusal}
        <DataList.Root orientation="horizontal" size="sm">
          <DataItem label={<Trans>处理人</Trans>}>{message.handledBy}</DataItem>
          <DataItem label={<Trans>处理时间</Trans>}>{message.handledTime ? siteTime.time(message.handledTime) : null}</DataItem>
          <DataItem label={<Trans>处理备注</Trans>}>
            {message.handledNote ? (
              <Text as="span" whiteSpace="pre-wrap">
                {message.handledNote}
              </Text>
            ) : null}
          </DataItem>
        </DataList.Root>
      </CardSection>
    );
  }
  return (
    <CardSection title={<Trans>处理情况</Trans>}>
      <Stack as="form" gap="3" onSubmit={submit} aria-label={t`标记为已处理`}>
        {refusal}
        <FormField label={<Trans>处理备注（选填，仅员工可见）</Trans>} helper={<Trans>最多 {NOTE_MAX} 个字符。处理备注不会发给留言人；回复请用上方的邮件回复。</Trans>}>
          <Textarea value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={NOTE_MAX} rows={3} />
        </FormField>
        <HStack>
          <Button type="submit" loading={handle.isPending}>
            <Trans>标记为已处理</Trans>
          </Button>
        </HStack>
      </Stack>
    </CardSection>
  );
}
