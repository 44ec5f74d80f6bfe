import { formatMinor, PAYMENT_METHOD_LABELS, TOP_UP_STATE_LABELS } from '@forwarder/billing';
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { opsQueries, TopUpNoticeState, type TopUpNotice } from '@forwarder/api-client/ops';
import { EnumSelect, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PagedTable, useFilterDraft } from '../../../shared/list/list';
import { useSiteTime } from '../../../shared/time/use-site-time';
import { readTopUpParams, toTopUpListRequest, topUpParams, type TopUpFilter } from '../lib/top-up-filter';
import { TopUpStateBadge } from './top-up-state-badge';

// The dialog (its screenshot, confirm and reject) loads when a notice is opened.
const TopUpNoticeDialog = lazy(() => import('./top-up-notice-dialog').then((m) => ({ default: m.TopUpNoticeDialog })));

function useColumns(onOpen: (notice: TopUpNotice) => void): DataTableColumn<TopUpNotice>[] {
  const { t, i18n } = useLingui();
  const siteTime = useSiteTime();
  return [
    { key: 'state', header: <Trans>状态</Trans>, nowrap: true, cell: (notice) => <TopUpStateBadge state={notice.state} /> },
    { key: 'time', header: <Trans>提交时间</Trans>, nowrap: true, cell: (notice) => siteTime.time(notice.creationTime) },
    {
      key: 'customer',
      header: <Trans>客户</Trans>,
      cell: (notice) => (
        <Stack gap="0">
          <Text>{notice.customerUserName}</Text>
          {notice.customerName ? (
            <Text color="fg.muted" fontSize="sm">
              {notice.customerName}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'amount', header: <Trans>金额</Trans>, align: 'end', nowrap: true, cell: (notice) => formatMinor(notice.amountMinor, notice.currency, i18n.locale) },
    { key: 'method', header: <Trans>付款方式</Trans>, nowrap: true, cell: (notice) => i18n._(PAYMENT_METHOD_LABELS[notice.method]) },
    { key: 'reference', header: <Trans>流水号</Trans>, nowrap: true, cell: (notice) => notice.reference },
    { key: 'transferredOn', header: <Trans>转账日期</Trans>, nowrap: true, cell: (notice) => notice.transferredOn },
    {
      key: 'open',
      header: <Trans>操作</Trans>,
      label: '',
      nowrap: true,
      cell: (notice) => {
        const reference = notice.reference;
        // The name starts with the button's visible word (WCAG 2.5.3) and says which notice it opens.
        return notice.state === TopUpNoticeState.Pending ? (
          <Button size="sm" variant="outline" onClick={() => onOpen(notice)} aria-label={t`审核充值通知 ${reference}`}>
            <Trans>审核</Trans>
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => onOpen(notice)} aria-label={t`查看充值通知 ${reference}`}>
            <Trans>查看</Trans>
          </Button>
        );
      },
    },
  ];
}

/** Customers' top-up notices, newest first, by state (in the URL), paged; a notice opens in a dialog. */
export function TopUpNoticeList() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readTopUpParams(params);
  const list = useQuery({ ...opsQueries.topUpNoticeList(toTopUpListRequest(filter, page)), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<TopUpNotice | null>(null);
  return (
    <Stack gap="5">
      <TopUpFilterForm key={topUpParams(filter).toString()} filter={filter} onApply={(next) => setParams(topUpParams(next))} />
      <PagedTable
        label={t`充值通知列表`}
        columns={useColumns(setOpen)}
        query={list}
        rowKey={(notice) => notice.id}
        failed={<Trans>充值通知加载失败</Trans>}
        empty={<Trans>没有符合条件的充值通知。</Trans>}
        page={page}
        onPageChange={(next) => setParams(topUpParams(filter, next))}
      />
      {open ? (
        <Suspense fallback={null}>
          <TopUpNoticeDialog notice={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function TopUpFilterForm({ filter, onApply }: { filter: TopUpFilter; onApply: (filter: TopUpFilter) => void }) {
  const { t, i18n } = useLingui();
  const { form, set, submit } = useFilterDraft(filter, onApply);
  const states = Object.values(TopUpNoticeState).map((state) => ({ value: state, displayName: i18n._(TOP_UP_STATE_LABELS[state].label) }));
  return (
    <Box as="form" role="search" aria-label={t`筛选充值通知`} onSubmit={submit}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        <EnumSelect label={<Trans>状态</Trans>} allLabel={t`全部充值通知`} options={states} value={form.state} onChange={set('state')} />
        <HStack>
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
        </HStack>
      </SimpleGrid>
    </Box>
  );
}
