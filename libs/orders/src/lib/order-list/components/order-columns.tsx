import { Text } from '@chakra-ui/react';
import { formatMinor } from '@forwarder/billing';
import { useSiteTimeZone, type EnumValue, type OrderListItem } from '@forwarder/api-client';
import { formatDateInZone, formatMoney, formatTimeInZone } from '@forwarder/i18n';
import type { DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useWaybillColumn } from '../../waybill/waybill-column';

/** Shown for an empty value. */
const EMPTY = '--';

/**
 * The columns of My waybills: the waybill links to its detail; the mode's name comes from the enums endpoint. The
 * order's day and its last event's time are read in the site's zone (the list rows carry no event zone), the time named.
 */
export function useOrderColumns(transportModes: readonly EnumValue[]): DataTableColumn<OrderListItem>[] {
  const { i18n } = useLingui();
  const waybillColumn = useWaybillColumn<OrderListItem>();
  const timeZone = useSiteTimeZone();
  const modeName = (order: OrderListItem) =>
    transportModes.find((mode) => mode.value === order.transportMode)?.displayName ?? order.transportMode;

  return [
    waybillColumn,
    { key: 'status', header: <Trans>状态</Trans>, nowrap: true, cell: (order) => order.statusDisplayName },
    {
      key: 'mode',
      header: <Trans>运输方式</Trans>,
      cell: (order) => <TwoLines main={modeName(order)} sub={order.routingDisplayName} />,
    },
    {
      key: 'receiver',
      header: <Trans>收件人</Trans>,
      cell: (order) => <TwoLines main={order.receiverName} sub={order.receiverArea} />,
    },
    {
      key: 'parcels',
      header: <Trans>件数 / 重量</Trans>,
      nowrap: true,
      cell: ({ parcelCount, totalWeightKg }) => (
        <Trans>
          {parcelCount} 件 / {totalWeightKg} kg
        </Trans>
      ),
    },
    {
      key: 'value',
      header: <Trans>申报价值</Trans>,
      nowrap: true,
      cell: (order) => formatMoney(order.declaredValue, order.declaredCurrency, i18n.locale),
    },
    {
      // The charge priced when the warehouse weighed the order (issue 29); none before.
      key: 'charge',
      header: <Trans>运费</Trans>,
      nowrap: true,
      cell: (order) =>
        order.chargeTotalMinor === null || order.chargeCurrency === null ? <Trans>未计费</Trans> : formatMinor(order.chargeTotalMinor, order.chargeCurrency, i18n.locale),
    },
    { key: 'created', header: <Trans>下单日期</Trans>, nowrap: true, cell: (order) => formatDateInZone(order.creationTime, timeZone) },
    {
      key: 'last-event',
      header: <Trans>最新动态</Trans>,
      cell: (order) => <TwoLines main={order.lastEventDescription || EMPTY} sub={formatTimeInZone(order.lastEventTime, timeZone)} />,
    },
  ];
}

/** A cell's value with a smaller, muted second line. */
function TwoLines({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <>
      <Text>{main}</Text>
      <Text fontSize="xs" color="fg.muted">
        {sub}
      </Text>
    </>
  );
}
