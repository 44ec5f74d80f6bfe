import { Box, Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ContactMessageState, opsQueries, type ContactMessage } from '@forwarder/api-client/ops';
import { EnumSelect, FormField, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { messageDetailPath } from '../../../config/paths';
import { PageLink } from '../../../shared/layout/page-link';
import { PagedTable, useFilterDraft } from '../../../shared/list/list';
import { MESSAGE_STATES } from '../lib/message-states';
import { messageParams, readMessageParams, toMessageListRequest, type MessageFilter } from '../lib/message-filter';
import { MessageStateBadge } from './message-state-badge';
import { useSiteTime } from '../../../shared/time/use-site-time';

/** The first line of a message, short enough for a table cell (the detail shows it whole). */
const excerpt = (text: string, length = 60): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
};

// Unread messages stand out twice: a solid "unread" badge and their sender and subject in bold.
const weight = (message: ContactMessage) => (message.state === ContactMessageState.Unread ? 'bold' : 'normal');

function useMessageColumns(): DataTableColumn<ContactMessage>[] {
  const siteTime = useSiteTime();
  return [

    { key: 'state', header: <Trans>状态</Trans>, nowrap: true, cell: (message) => <MessageStateBadge state={message.state} /> },
    { key: 'time', header: <Trans>收到时间</Trans>, nowrap: true, cell: (message) => siteTime.time(message.creationTime) },
    {
      key: 'sender',
      header: <Trans>留言人</Trans>,
      cell: (message) => (
        <Stack gap="0">
          <Text fontWeight={weight(message)}>{message.name}</Text>
          <Text color="fg.muted" fontSize="sm">
            {message.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'message',
      header: <Trans>留言内容</Trans>,
      cell: (message) => (
        <Stack gap="0">
          <PageLink to={messageDetailPath(message.id)} fontWeight={weight(message)}>
            {message.subject || excerpt(message.content, 30)}
          </PageLink>
          {message.subject ? (
            <Text color="fg.muted" fontSize="sm">
              {excerpt(message.content)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'handled', header: <Trans>处理人</Trans>, nowrap: true, cell: (message) => message.handledBy ?? '' },
  ];
}

/** The contact inbox: newest first, state and search in the URL, paged; each message opens its page. */
export function MessageList() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readMessageParams(params);
  const list = useQuery({ ...opsQueries.contactMessageList(toMessageListRequest(filter, page)), placeholderData: keepPreviousData });
  return (
    <Stack gap="5">
      <MessageFilterForm key={messageParams(filter).toString()} filter={filter} onApply={(next) => setParams(messageParams(next))} />
      <PagedTable
        label={t`留言列表`}
        columns={useMessageColumns()}
        query={list}
        rowKey={(message) => message.id}
        failed={<Trans>留言加载失败</Trans>}
        empty={<Trans>没有符合条件的留言。</Trans>}
        page={page}
        onPageChange={(next) => setParams(messageParams(filter, next))}
      />
    </Stack>
  );
}

function MessageFilterForm({ filter, onApply }: { filter: MessageFilter; onApply: (filter: MessageFilter) => void }) {
  const { t, i18n } = useLingui();
  const { form, set, input, submit } = useFilterDraft(filter, onApply);
  const states = Object.values(ContactMessageState).map((state) => ({ value: state, displayName: i18n._(MESSAGE_STATES[state].label) }));
  return (
    <Box as="form" role="search" aria-label={t`筛选留言`} onSubmit={submit}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        <EnumSelect label={<Trans>状态</Trans>} allLabel={t`全部留言`} options={states} value={form.state} onChange={set('state')} />
        <FormField label={<Trans>关键词</Trans>}>
          <Input {...input('keyword')} placeholder={t`姓名、邮箱、电话或留言内容`} maxLength={100} />
        </FormField>
        <HStack>
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
        </HStack>
      </SimpleGrid>
    </Box>
  );
}
