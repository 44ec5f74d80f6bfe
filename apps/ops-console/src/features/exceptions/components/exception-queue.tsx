import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { OrderStatus, opsQueries, type ExceptionQueueItem, type ExceptionQueueRequest } from '@forwarder/api-client/ops';
import { EnumSelect, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ExceptionDialog, type ExceptionAction } from '../../../shared/exceptions/exception-dialog';
import { listParams, PagedTable, pageWindow, readPage } from '../../../shared/list/list';
import { orderColumns } from '../../../shared/orders/order-columns';
import { useReference } from '../../../shared/reference/use-reference';
import { useSiteTime } from '../../../shared/time/use-site-time';

type Kind = ExceptionQueueRequest['kind'];
const KINDS: readonly Kind[] = ['all', 'exception', 'stale'];

function readParams(params: URLSearchParams): { kind: Kind; page: number } {
  const kind = KINDS.find((candidate) => candidate === params.get('kind')) ?? 'all';
  return { kind, page: readPage(params) };
}

const toParams = (kind: Kind, page = 1): URLSearchParams => listParams({ kind: kind === 'all' ? '' : kind }, page);

/** What is wrong with a parcel: its exception's reason, or how long it has had no event. */
function Problem({ item }: { item: ExceptionQueueItem }) {
  const days = item.daysWithoutEvent;
  if (item.exception) {
    const raisedBy = item.exception.raisedBy;
    return (
      <Stack gap="0">
        <Text fontWeight="medium">{item.exception.reasonDisplayName}</Text>
        <Text fontSize="xs" color="fg.muted">
          <Trans>登记人 {raisedBy}</Trans>
        </Text>
      </Stack>
    );
  }
  return (
    <Text fontWeight="medium">
      <Trans>{days} 天无轨迹</Trans>
    </Text>
  );
}

/**
 * Problem parcels, oldest problem first: orders in exception and orders stuck without an event for longer than their
 * product allows. Raise an exception on a stuck one, resolve an exception; the kind and page live in the URL.
 */
export function ExceptionQueue() {
  const siteTime = useSiteTime();
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { kind, page } = readParams(params);
  const [action, setAction] = useState<ExceptionAction | null>(null);
  const reference = useReference();
  const queue = useQuery({ ...opsQueries.exceptionQueue({ kind, ...pageWindow(page) }), placeholderData: keepPreviousData });
  const [waybill, ...rest] = orderColumns<ExceptionQueueItem>((item) => item.order, siteTime);
  const columns: DataTableColumn<ExceptionQueueItem>[] = [
    ...(waybill ? [waybill] : []),
    { key: 'problem', header: <Trans>问题</Trans>, cell: (item) => <Problem item={item} /> },
    { key: 'since', header: <Trans>开始时间</Trans>, nowrap: true, cell: (item) => siteTime.time(item.since) },
    {
      key: 'actions',
      header: <Trans>操作</Trans>,
      cell: (item) => {
        const { id, waybillNumber } = item.order;
        if (item.exception) {
          return (
            <Button size="xs" aria-label={t`解决异常 ${waybillNumber}`} onClick={() => setAction({ kind: 'resolve', order: { id, waybillNumber } })} disabled={!reference.data}>
              <Trans>解决</Trans>
            </Button>
          );
        }
        if (item.order.status === OrderStatus.Exception) return null;
        return (
          <Button size="xs" variant="outline" aria-label={t`登记异常 ${waybillNumber}`} onClick={() => setAction({ kind: 'raise', order: { id, waybillNumber } })} disabled={!reference.data}>
            <Trans>登记异常</Trans>
          </Button>
        );
      },
    },
    ...rest,
  ];

  return (
    <Stack gap="5">
      <Box maxW="xs">
        <EnumSelect
          label={<Trans>问题类型</Trans>}
          allLabel={t`全部（异常件和滞留件）`}
          options={[
            { value: 'exception', displayName: t`异常件` },
            { value: 'stale', displayName: t`滞留件（超过产品时限无轨迹）` },
          ]}
          value={kind === 'all' ? '' : kind}
          onChange={(value) => setParams(toParams((value || 'all') as Kind))}
        />
      </Box>
      <PagedTable
        label={t`问题件`}
        columns={columns}
        query={queue}
        rowKey={(item) => item.order.id}
        failed={<Trans>问题件加载失败</Trans>}
        empty={<Trans>没有问题件。</Trans>}
        page={page}
        onPageChange={(next) => setParams(toParams(kind, next))}
      />
      {action && reference.data ? <ExceptionDialog action={action} reference={reference.data} onClose={() => setAction(null)} /> : null}
    </Stack>
  );
}
