import { Button, chakra, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { isApiError, serverFieldErrors } from '@forwarder/api-client';
import { opsOperationKey, opsQueries, replyToContactMessage, type ContactMessage, type ContactReply } from '@forwarder/api-client/ops';
import { CardSection, FormField, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { mailDetailPath } from '../../../config/paths';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { PageLink } from '../../../shared/layout/page-link';
import { MailStateBadge } from '../../../shared/mail/mail-state-badge';
import { useReference } from '../../../shared/reference/use-reference';
import { useSiteTime } from '../../../shared/time/use-site-time';

/** The contract's limit on a reply's text. */
export const REPLY_MAX = 5000;

/** What a reply changes elsewhere: the inbox (an unread message becomes read), the outbox, the audit log. */
const REPLY_READS = ['getContactMessageList', 'getOpsDashboard', 'getMailList', 'getAuditLog'] as const;

/**
 * The replies sent by e-mail (oldest first, each with its delivery state, linking to its mail in the outbox) and the
 * form for another. A reply is kept with the message even when the portal sends no mail: it waits in the outbox,
 * which the form says beforehand. What was typed stays in the field until the server has kept it.
 */
export function MessageReplies({ message }: { message: ContactMessage }) {
  return (
    <CardSection title={<Trans>邮件回复</Trans>}>
      <Stack gap="5">
        {message.replies.length > 0 ? (
          <Stack as="ol" gap="4" listStyleType="none">
            {message.replies.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} />
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">
            <Trans>还没有回复。</Trans>
          </Text>
        )}
        <ReplyForm message={message} />
      </Stack>
    </CardSection>
  );
}

function ReplyItem({ reply }: { reply: ContactReply }) {
  const siteTime = useSiteTime();
  const created = siteTime.time(reply.creationTime);
  const sent = reply.sentTime ? siteTime.time(reply.sentTime) : null;
  return (
    <Stack as="li" gap="2" borderStartWidth="3px" borderColor="brand.solid" ps="4" py="1">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="medium">{reply.repliedBy}</Text>
        <Text color="fg.muted" fontSize="sm">
          {created}
        </Text>
        <PageLink to={mailDetailPath(reply.mailId)} fontWeight="normal" fontSize="sm">
          <MailStateBadge state={reply.mailState} />
          <Text as="span" srOnly>
            <Trans>（查看邮件）</Trans>
          </Text>
        </PageLink>
        {sent ? (
          <Text color="fg.muted" fontSize="sm">
            <Trans>发送于 {sent}</Trans>
          </Text>
        ) : null}
      </HStack>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {reply.text}
      </Text>
    </Stack>
  );
}

function ReplyForm({ message }: { message: ContactMessage }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const reference = useReference();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);
  const reply = useMutation({
    mutationFn: (body: string) => replyToContactMessage(message.id, { text: body }, FORM_SEND),
    onSuccess: (updated) => {
      queryClient.setQueryData(opsQueries.contactMessage(message.id).queryKey, updated);
      void Promise.all(REPLY_READS.map((id) => queryClient.invalidateQueries({ queryKey: opsOperationKey(id) })));
      setText('');
      void showToast({
        type: 'success',
        title: reference.data?.mailConfigured === false ? t`回复已保存，在发件箱中等待发送` : t`回复已交给发件箱发送`,
      });
    },
    onError: () => field.current?.focus(),
  });
  // A refusal naming the text goes under the field; any other stays in the alert above it.
  const fieldError = isApiError(reply.error) ? serverFieldErrors(reply.error, ['text'] as const)[0]?.message : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setBlank(true);
      field.current?.focus();
      return;
    }
    reply.mutate(text.trim());
  };
  const email = message.email;
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={t`回复留言`}>
      <Stack gap="3">
        {fieldError ? null : <RefusalAlert error={reply.error} />}
        {reference.data?.mailConfigured === false ? (
          <Text color="fg.muted" fontSize="sm">
            <Trans>邮件服务未配置：回复会保存在留言中并留在发件箱，不会真正发出。</Trans>
          </Text>
        ) : null}
        <FormField
          label={<Trans>回复内容</Trans>}
          required
          error={blank ? t`请输入回复内容` : fieldError}
          helper={<Trans>回复会发到 {email}，并保存在这条留言下。最多 {REPLY_MAX} 个字符。</Trans>}
        >
          <Textarea
            ref={field}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setBlank(false);
            }}
            maxLength={REPLY_MAX}
            rows={5}
          />
        </FormField>
        <HStack>
          <Button type="submit" loading={reply.isPending}>
            <Trans>发送回复</Trans>
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
