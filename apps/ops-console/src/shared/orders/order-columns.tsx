import { Stack, Text } from '@chakra-ui/react';
import type { OpsOrderListItem } from '@forwarder/api-client/ops';
import type { DataTableColumn } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { waybillColumn } from '../layout/page-link';
import type { SiteTime } from '../time/use-site-time';

/**
 * The columns of an order across customers (order list, batch waybills, exception queue): waybill, customer, status,
 * product, receiver, parcels, declared and measured chargeable weight, last event. `order` picks the order out of a
 * row (the exception queue nests it); the last event's time is in the site's zone (list rows carry no event zone).
 */
export function orderColumns<Row>(order: (row: Row) => OpsOrderListItem, siteTime: SiteTime): DataTableColumn<Row>[] {
  return [
    waybillColumn(order),
    {
      key: 'customer',
      header: <Trans>客户</Trans>,
      cell: (row) => {
        const { userName, companyName, name } = order(row).customer;
        return (
          <Stack gap="0">
            <Text>{companyName || name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {userName}
            </Text>
          </Stack>
        );
      },
    },
    { key: 'status', header: <Trans>状态</Trans>, nowrap: true, cell: (row) => order(row).statusDisplayName },
    // A product's name may wrap ("Sea freight FCL"): the nine columns fit a 1,280 px console in both languages.
    { key: 'product', header: <Trans>产品</Trans>, cell: (row) => order(row).routingDisplayName },
    {
      key: 'receiver',
      header: <Trans>收件人</Trans>,
      cell: (row) => {
        const { receiverName, receiverArea } = order(row);
        return (
          <Stack gap="0">
            <Text>{receiverName}</Text>
            <Text fontSize="xs" color="fg.muted">
              {receiverArea}
            </Text>
          </Stack>
        );
      },
    },
    { key: 'parcels', header: <Trans>件数</Trans>, align: 'end', cell: (row) => order(row).parcelCount },
    {
      key: 'weight',
      header: <Trans>计费重（申报 / 实测）</Trans>,
      align: 'end',
      nowrap: true,
      cell: (row) => {
        const { chargeableWeightKg, measuredChargeableWeightKg } = order(row);
        return [chargeableWeightKg, measuredChargeableWeightKg ?? '--'].join(' / ') + ' kg';
      },
    },
    {
      key: 'last-event',
      header: <Trans>最新轨迹</Trans>,
      cell: (row) => {
        const { lastEventTime, lastEventDescription } = order(row);
        // The time and its zone ("2026-11-28 10:00" "(UTC+08:00)") may break between them, never inside: with the
        // zone named, one line made the English table 17 px too wide at 1,280 px.
        const [when = '', zone] = siteTime.time(lastEventTime).split(/ (?=\()/);
        return (
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              <Text as="span" whiteSpace="nowrap">
                {when}
              </Text>
              {zone ? (
                <>
                  {' '}
                  <Text as="span" whiteSpace="nowrap">
                    {zone}
                  </Text>
                </>
              ) : null}
            </Text>
            <Text>{lastEventDescription}</Text>
          </Stack>
        );
      },
    },
  ];
}
