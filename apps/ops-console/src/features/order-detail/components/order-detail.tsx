import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { OrderStatus, opsQueries, postOrderEvent, type OpsOrder, type OpsReference } from '@forwarder/api-client/ops';
import { RetryAlert, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { isUuid, paths } from '../../../config/paths';
import { detailPending } from '../../../shared/layout/detail-pending';
import { ExceptionDialog, type ExceptionAction } from '../../../shared/exceptions/exception-dialog';
import { FORM_SEND } from '../../../shared/form/server-errors';
import { invalidateOrderReads } from '../../../shared/orders/invalidate';
import { templatesFor } from '../../../shared/reference/reference';
import { useReference } from '../../../shared/reference/use-reference';
import { PaymentHold } from './payment-hold';
import { OrderCharge, OrderException, OrderItems, OrderParcels, OrderParties, OrderSummary, OrderTimeline } from './order-sections';

// Lazy: the event form (react-hook-form, zod) loads when staff open it.
const EventDialog = lazy(() => import('../../../shared/events/event-dialog').then((module) => ({ default: module.EventDialog })));

/** One order of any customer: both parties, parcels declared and measured, items, exception, the whole timeline. */
export function OrderDetail({ id }: { id: string }) {
  const valid = isUuid(id);
  const order = useQuery({ ...opsQueries.order(id), enabled: valid });
  const reference = useReference();
  const pending = detailPending({
    valid,
    query: order,
    notFound: <Trans>找不到这个运单。</Trans>,
    back: { to: paths.orders, label: <Trans>返回运单列表</Trans> },
    failed: <Trans>运单加载失败</Trans>,
  });
  if (pending) return pending;
  if (reference.isError) return <RetryAlert title={<Trans>基础数据加载失败</Trans>} onRetry={() => void reference.refetch()} />;
  if (!order.data || !reference.data) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="12" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  return <OrderView order={order.data} reference={reference.data} />;
}

function OrderView({ order, reference }: { order: OpsOrder; reference: OpsReference }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [posting, setPosting] = useState(false);
  const [exception, setException] = useState<ExceptionAction | null>(null);
  const templates = templatesFor(reference, order.nextStatuses);
  const canRaise = order.nextStatuses.includes(OrderStatus.Exception);
  const canResolve = order.status === OrderStatus.Exception && order.exception !== null;
  const { id, waybillNumber } = order;
  const statusName = order.statusDisplayName;

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="4" wrap="wrap">
          <Text fontSize="2xl" fontWeight="semibold" fontFamily="mono">
            {waybillNumber}
          </Text>
          <Text color="brand.fg" fontWeight="medium">
            <Trans>状态：{statusName}</Trans>
          </Text>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Button onClick={() => setPosting(true)} disabled={templates.length === 0}>
            <Trans>发布事件</Trans>
          </Button>
          {canRaise ? (
            <Button variant="outline" colorPalette="red" onClick={() => setException({ kind: 'raise', order: { id, waybillNumber } })}>
              <Trans>登记异常</Trans>
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {templates.length === 0 ? (
        <Text color="fg.muted">
          <Trans>运单已是最终状态，不能再发布事件。</Trans>
        </Text>
      ) : null}
      <PaymentHold order={order} />
      <OrderException
        order={order}
        actions={
          canResolve ? (
            <Button size="sm" onClick={() => setException({ kind: 'resolve', order: { id, waybillNumber } })}>
              <Trans>解决异常</Trans>
            </Button>
          ) : null
        }
      />
      <OrderSummary order={order} />
      <OrderTimeline order={order} />
      <OrderParcels order={order} />
      <OrderCharge order={order} />
      <OrderParties order={order} />
      <OrderItems order={order} />
      {posting ? (
        <Suspense fallback={null}>
          <EventDialog
            title={<Trans>发布事件：{waybillNumber}</Trans>}
            reference={reference}
            templates={templates}
            send={(input) => postOrderEvent(id, input, FORM_SEND)}
            onSent={() => {
              setPosting(false);
              void invalidateOrderReads(queryClient);
              void showToast({ type: 'success', title: t`事件已发布：${waybillNumber}` });
            }}
            onClose={() => setPosting(false)}
          />
        </Suspense>
      ) : null}
      {exception ? <ExceptionDialog action={exception} reference={reference} onClose={() => setException(null)} /> : null}
    </Stack>
  );
}
