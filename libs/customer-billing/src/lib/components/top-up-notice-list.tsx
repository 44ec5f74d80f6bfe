import { Badge, Button, Stack } from '@chakra-ui/react';
import { useSiteTimeZone, type TopUpNotice } from '@forwarder/api-client';
import { billingQueries } from '@forwarder/api-client/billing';
import { formatMinor, PAYMENT_METHOD_LABELS, TOP_UP_STATE_LABELS } from '@forwarder/billing';
import { formatTimeInZone } from '@forwarder/i18n';
import { DataTable, Pager, pageCount, RetryAlert, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';

// The screenshot's dialog loads when one is asked for.
const ScreenshotDialog = lazy(() => import('./screenshot-dialog').then((m) => ({ default: m.ScreenshotDialog })));

const PAGE_SIZE = 10;

function useColumns(onView: (notice: TopUpNotice) => void): DataTableColumn<TopUpNotice>[] {
  const { t, i18n } = useLingui();
  const timeZone = useSiteTimeZone();
  return [
    { key: 'time', header: <Trans>提交时间</Trans>, nowrap: true, cell: (notice) => formatTimeInZone(notice.creationTime, timeZone) },
    { key: 'transferredOn', header: <Trans>转账日期</Trans>, nowrap: true, cell: (notice) => notice.transferredOn },
    { key: 'amount', header: <Trans>金额</Trans>, align: 'end', nowrap: true, cell: (notice) => formatMinor(notice.amountMinor, notice.currency, i18n.locale) },
    { key: 'method', header: <Trans>付款方式</Trans>, nowrap: true, cell: (notice) => i18n._(PAYMENT_METHOD_LABELS[notice.method]) },
    { key: 'reference', header: <Trans>交易流水号</Trans>, nowrap: true, cell: (notice) => notice.reference },
    {
      key: 'state',
      header: <Trans>状态</Trans>,
      nowrap: true,
      cell: (notice) => {
        const { label, palette } = TOP_UP_STATE_LABELS[notice.state];
        return (
          <Badge colorPalette={palette} variant="subtle">
            {i18n._(label)}
          </Badge>
        );
      },
    },
    { key: 'reason', header: <Trans>驳回原因</Trans>, cell: (notice) => notice.rejectReason ?? '--' },
    {
      key: 'screenshot',
      header: <Trans>截图</Trans>,
      label: '',
      nowrap: true,
      cell: (notice) => {
        const reference = notice.reference;
        // The name starts with the visible words (WCAG 2.5.3) and says which notice's picture it opens.
        return (
          <Button size="sm" variant="outline" onClick={() => onView(notice)} aria-label={t`查看截图 ${reference}`}>
            <Trans>查看截图</Trans>
          </Button>
        );
      },
    },
  ];
}

/** The caller's top-up notices, newest first, with where each stands (and why staff rejected one). */
export function TopUpNoticeList() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<TopUpNotice | null>(null);
  const notices = useQuery({
    ...billingQueries.topUpNoticeList({ maxResultCount: PAGE_SIZE, skipCount: (page - 1) * PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const totalCount = notices.data?.totalCount ?? 0;
  return (
    <Stack gap="4">
      <DataTable
        label={t`我的充值通知`}
        columns={useColumns(setViewing)}
        rows={notices.data?.items ?? []}
        rowKey={(notice) => notice.id}
        loading={notices.isLoading}
        error={notices.isError ? <RetryAlert title={<Trans>充值通知加载失败</Trans>} onRetry={() => void notices.refetch()} /> : null}
        empty={<Trans>还没有充值通知。</Trans>}
        framed={false}
        stackBelow="md"
      />
      <Pager page={page} pageCount={pageCount(totalCount, PAGE_SIZE)} totalCount={totalCount} onPageChange={setPage} label={t`充值通知分页`} />
      {viewing ? (
        <Suspense fallback={null}>
          <ScreenshotDialog notice={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
