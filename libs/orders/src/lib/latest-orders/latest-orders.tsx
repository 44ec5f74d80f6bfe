import { Link, Text } from '@chakra-ui/react';
import { logisticsQueries, useSiteTimeZone, type OrderListItem, type OrderListRequest } from '@forwarder/api-client';
import { formatDateInZone } from '@forwarder/i18n';
import { DataTable, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';

/** The centres' request: the five newest orders of the account. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an API sorting value, not UI text
export const LATEST_ORDERS: OrderListRequest = { maxResultCount: 5, skipCount: 0, sorting: 'creationTime desc' };

export interface LatestOrdersProps {
  /** The order detail page of a waybill; without it (no detail page in that portal) the number is plain text. */
  orderHref?: (order: OrderListItem) => string;
}

/** The newest orders of the account as a small table, for a centre's home page (inside a card of the page's own). */
export function LatestOrders({ orderHref }: LatestOrdersProps) {
  const orders = useQuery(logisticsQueries.orderList(LATEST_ORDERS));
  return (
    <LatestOrdersTable
      orders={orders.data?.items ?? []}
      loading={orders.isLoading}
      failed={orders.isError && !orders.data}
      orderHref={orderHref}
      timeZone={useSiteTimeZone()}
    />
  );
}

export interface LatestOrdersTableProps extends LatestOrdersProps {
  orders: readonly OrderListItem[];
  loading: boolean;
  /** The list could not be loaded (and there is nothing older to show). */
  failed: boolean;
  /** The site's zone (IANA name): an order's date is the day there. */
  timeZone: string;
}

/** The table of `LatestOrders`, given the list. */
export function LatestOrdersTable({ orders, loading, failed, orderHref, timeZone }: LatestOrdersTableProps) {
  const { t } = useLingui();
  const columns: DataTableColumn<OrderListItem>[] = [
    {
      key: 'waybill',
      header: <Trans>运单号</Trans>,
      cell: (order) =>
        orderHref ? (
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={orderHref(order)}>{order.waybillNumber}</RouterLink>
          </Link>
        ) : (
          <Text as="span" fontFamily="mono">
            {order.waybillNumber}
          </Text>
        ),
    },
    { key: 'status', header: <Trans>状态</Trans>, cell: (order) => order.statusDisplayName },
    { key: 'receiver', header: <Trans>收件人</Trans>, cell: (order) => order.receiverName },
    { key: 'created', header: <Trans>下单日期</Trans>, nowrap: true, cell: (order) => formatDateInZone(order.creationTime, timeZone) },
  ];
  return (
    <DataTable
      label={t`最近运单`}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      loading={loading}
      error={
        failed ? (
          <Text color="fg.muted">
            <Trans>最近运单暂时无法加载。</Trans>
          </Text>
        ) : null
      }
      empty={<Trans>还没有运单。</Trans>}
      framed={false}
    />
  );
}
