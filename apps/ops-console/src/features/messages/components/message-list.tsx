import { Box, Button, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ContactMessageState, opsQueries, type ContactMessage } from '@forwarder/api-client/ops';
import { useLocalePath } from '@forwarder/i18n';
import { formatDate } from '@forwarder/i18n/dates';
import { DataTable, EnumSelect, FormField, Pager, pageCount, RetryAlert, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { messageDetailPath } from '../../../app/paths';
import { DATE_TIME } from '../../../shared/orders/order-columns';
import { MESSAGE_STATES } from '../lib/message-states';
import { messageParams, PAGE_SIZE, readMessageParams, toMessageListRequest, type MessageFilter } from '../lib/message-filter';
import { MessageStateBadge } from './message-state-badge';

/** The first line of a message, short enough for a table cell (the detail shows it whole). */
const excerpt = (text: string, length = 60): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
};

function useMessageColumns(): DataTableColumn<ContactMessage>[] {
  const to = useLocalePath();
  // Unread messages stand out twice: a solid "unread" badge and their sender and subject in bold.
  const weight = (message: ContactMessage) => (message.state === ContactMessageState.Unread ? 'bold' : 'normal');
  return [
    { key: 'state', header: <Trans>状态</Trans>, nowrap: true, cell: (message) => <MessageStateBadge state={message.state} /> },
    { key: 'time', header: <Trans>收到时间</Trans>, nowrap: true, cell: (message) => formatDate(message.creationTime, DATE_TIME) },
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
          <Link asChild color="brand.fg" fontWeight={weight(message)}>
            <RouterLink to={to(messageDetailPath(message.id))}>{message.subject || excerpt(message.content, 30)}</RouterLink>
          </Link>
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
  const totalCount = list.data?.totalCount ?? 0;
  const columns = useMessageColumns();
  return (
    <Stack gap="5">
      <MessageFilterForm key={messageParams(filter).toString()} filter={filter} onApply={(next) => setParams(messageParams(next))} />
      <DataTable
        label={t`留言列表`}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(message) => message.id}
        loading={list.isLoading}
        error={list.isError ? <RetryAlert title={<Trans>留言加载失败</Trans>} onRetry={() => void list.refetch()} /> : null}
        empty={totalCount > 0 ? undefined : <Trans>没有符合条件的留言。</Trans>}
      />
      <Pager page={page} pageCount={pageCount(totalCount, PAGE_SIZE)} totalCount={totalCount} onPageChange={(next) => setParams(messageParams(filter, next))} />
    </Stack>
  );
}

function MessageFilterForm({ filter, onApply }: { filter: MessageFilter; onApply: (filter: MessageFilter) => void }) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  const states = Object.values(ContactMessageState).map((state) => ({ value: state, displayName: i18n._(MESSAGE_STATES[state].label) }));
  return (
    <Box as="form" role="search" aria-label={t`筛选留言`} onSubmit={submit}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        <EnumSelect label={<Trans>状态</Trans>} allLabel={t`全部留言`} options={states} value={form.state} onChange={(state) => setForm((f) => ({ ...f, state }))} />
        <FormField label={<Trans>关键词</Trans>}>
          <Input
            value={form.keyword}
            onChange={(event) => {
              const keyword = event.currentTarget.value;
              setForm((f) => ({ ...f, keyword }));
            }}
            placeholder={t`姓名、邮箱、电话或留言内容`}
            maxLength={100}
          />
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
