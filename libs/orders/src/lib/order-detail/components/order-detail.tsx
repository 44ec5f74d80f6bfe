import { Button, DataList, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { isApiError, logisticsQueries, useSiteTimeZone, type Order } from '@forwarder/api-client';
import { OrderChargeDetails } from '@forwarder/billing';
import { formatMoney, formatTimeInZone } from '@forwarder/i18n';
import { EstimatedArrival, ExceptionAlert, TrackingTimeline } from '@forwarder/tracking';
import { CardSection, DataItem, DataTable, PartyCard, RetryAlert, showToast, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { OrderAfterSubmitActions } from '../../after-submit/order-actions';
import { CustomsPapers } from '../../documents/customs-papers';
import { PrintLabels } from '../../documents/print-labels';
import { isOrderId } from '../../shipping-paths/order-id';
import { OrderNotFound } from './order-not-found';
import { OrderWeights } from './order-weights';
import { PaymentHoldAlert } from './payment-hold-alert';

/** Shown for an empty value. */
const EMPTY = '--';

/**
 * Order detail (spec /user/order-detail?id=): the whole order, its open exception and ETA, declared and measured
 * weights side by side, its charge (issue 29), its tracking timeline (each event in its own zone; the other times in the site's) and its label.
 */
export function OrderDetail({ id }: { id: string }) {
  const valid = isOrderId(id);
  // Staff change a waybill at any time (receiving, events, exceptions, ETA): coming back to the tab reads it again,
  // although the client's default leaves focus refetches off (there, lists change by the member's own actions).
  const order = useQuery({ ...logisticsQueries.order(id), enabled: valid, refetchOnWindowFocus: true });
  if (!valid || (order.isError && isApiError(order.error) && order.error.status === 404)) return <OrderNotFound />;
  if (order.isError) {
    return <RetryAlert title={<Trans>订单加载失败</Trans>} onRetry={() => void order.refetch()} />;
  }
  if (!order.data) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="12" />
        <Skeleton height="40" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const money = (value: number, currency: string) => formatMoney(value, currency, i18n.locale);
  const timeZone = useSiteTimeZone();
  return (
    <Stack gap="6">
      <OrderHeader order={order} timeZone={timeZone} />
      <OrderAfterSubmitActions order={order} />
      {order.paymentHold ? <PaymentHoldAlert hold={order.paymentHold} timeZone={timeZone} /> : null}
      {order.exception ? <ExceptionAlert exception={order.exception} timeZone={timeZone} /> : null}

      <CardSection id="order-summary-heading" title={<Trans>运单信息</Trans>}>
        <DataList.Root orientation="horizontal" size="sm">
          <DataItem label={<Trans>渠道</Trans>}>{`${order.routingDisplayName} (${order.routingCode})`}</DataItem>
          <DataItem label={<Trans>申报价值</Trans>}>{money(order.declaredValue, order.declaredCurrency)}</DataItem>
          <DataItem label={<Trans>客户单号</Trans>}>{order.customerReference}</DataItem>
          <DataItem label={<Trans>备注</Trans>}>{order.remark}</DataItem>
          <DataItem label={<Trans>下单时间</Trans>}>{formatTimeInZone(order.creationTime, timeZone)}</DataItem>
        </DataList.Root>
      </CardSection>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <PartyCard id="order-sender-heading" title={<Trans>发件人</Trans>} party={order.sender} />
        <PartyCard id="order-receiver-heading" title={<Trans>收件人</Trans>} party={order.receiver} />
      </SimpleGrid>

      <CardSection id="order-weights-heading" title={<Trans>重量与尺寸</Trans>}>
        <OrderWeights order={order} timeZone={timeZone} />
      </CardSection>

      <CardSection id="order-charge-heading" title={<Trans>运费</Trans>}>
        <OrderChargeDetails chargeState={order.chargeState} charge={order.charge} />
      </CardSection>

      <CardSection id="order-items-heading" title={<Trans>申报物品</Trans>}>
        <DeclaredItemsTable items={order.declaredItems} money={money} />
      </CardSection>

      <CardSection id="order-tracking-heading" title={<Trans>物流轨迹</Trans>}>
        <TrackingTimeline events={order.trackingEvents} />
      </CardSection>
    </Stack>
  );
}

/** The waybill number (with a copy button), the status, the labels (format remembered) and the customs papers. */
function OrderHeader({ order, timeZone }: { order: Order; timeZone: string }) {
  const { t } = useLingui();
  const waybillNumber = order.waybillNumber;
  const copy = useMutation({
    mutationFn: () => navigator.clipboard.writeText(waybillNumber),
    onSuccess: () => void showToast({ type: 'success', title: t`运单号已复制` }),
    onError: () => void showToast({ type: 'error', title: t`复制失败，请手动复制` }),
  });

  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <HStack gap="3" wrap="wrap">
        <Text fontSize="xl" fontWeight="semibold" data-testid="waybill-number">
          {waybillNumber}
        </Text>
        <Button size="xs" variant="outline" aria-label={t`复制运单号 ${waybillNumber}`} onClick={() => copy.mutate()}>
          <Trans>复制</Trans>
        </Button>
        <Text color="brand.fg" fontWeight="medium">
          {order.statusDisplayName}
        </Text>
        <EstimatedArrival eta={order.eta} timeZone={timeZone} fontSize="sm" color="fg.muted" />
      </HStack>
      <Stack gap="2" align={{ base: 'stretch', md: 'end' }}>
        <PrintLabels ids={[order.id]} />
        <CustomsPapers ids={[order.id]} />
      </Stack>
    </HStack>
  );
}

type DeclaredItem = Order['declaredItems'][number];

function DeclaredItemsTable({ items, money }: { items: readonly DeclaredItem[]; money: (value: number, currency: string) => string }) {
  const { t } = useLingui();
  const columns: DataTableColumn<DeclaredItem>[] = [
    {
      key: 'name',
      header: <Trans>品名</Trans>,
      cell: (item) => (
        <>
          <Text>{item.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {item.nameEn}
          </Text>
        </>
      ),
    },
    { key: 'hs-code', header: <Trans>HS 编码</Trans>, cell: (item) => item.hsCode || EMPTY },
    { key: 'quantity', header: <Trans>数量</Trans>, cell: (item) => item.quantity },
    { key: 'unit-value', header: <Trans>单价</Trans>, cell: (item) => money(item.unitValue, item.currency) },
    { key: 'total-value', header: <Trans>总价</Trans>, cell: (item) => money(item.totalValue, item.currency) },
  ];
  return <DataTable label={t`申报物品`} columns={columns} rows={items} rowKey={(_, index) => String(index)} framed={false} />;
}
