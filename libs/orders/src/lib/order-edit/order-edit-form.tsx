import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { isApiError, logisticsQueries, type Order } from '@forwarder/api-client';
import { showServerErrorsOnForm } from '@forwarder/form-errors';
import { useLocalePath } from '@forwarder/i18n';
import { RetryAlert, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, Link as RouterLink } from 'react-router-dom';
import { canChangeOrder, showChangedOrder } from '../after-submit/cancel-order';
import { orderFormFromOrder } from '../after-submit/order-copy';
import { OrderNotFound } from '../order-detail/components/order-not-found';
import { orderFormRules } from '../order-form/api/order-form-rules';
import { formPathOfServerField, orderFieldPaths, type OrderFormOutput, type OrderFormValues } from '../order-form/api/submit-order';
import { OrderFields } from '../order-form/components/order-fields';
import type { RegionPickerProps } from '../party/party-fields';
import { isOrderId } from '../shipping-paths/order-id';
import { useShippingPaths } from '../shipping-paths/shipping-paths';
import { editRefusal, saveOrderEdit } from './save-order-edit';

export interface OrderEditFormProps {
  id: string;
  RegionPicker: ComponentType<RegionPickerProps>;
}

/**
 * Editing a submitted order (/user/order-edit?id=): the order form pre-filled from the order, validated as for a new
 * one, saved over it; then back to its detail with a toast. An order past Submitted is not offered for editing, and
 * the server's refusal (the warehouse received it meanwhile) is its sentence above the form.
 */
export function OrderEditForm({ id, RegionPicker }: OrderEditFormProps) {
  const valid = isOrderId(id);
  const order = useQuery({ ...logisticsQueries.order(id), enabled: valid });
  if (!valid || (order.isError && isApiError(order.error) && order.error.status === 404)) return <OrderNotFound />;
  if (order.isError) return <RetryAlert title={<Trans>订单加载失败</Trans>} onRetry={() => void order.refetch()} />;
  if (!order.data) return <Skeleton height="40" aria-busy="true" />;
  if (!canChangeOrder(order.data)) return <NotEditable order={order.data} />;
  return <OrderEditBody order={order.data} RegionPicker={RegionPicker} />;
}

function BackToDetail({ order }: { order: Pick<Order, 'id'> }) {
  const to = useLocalePath();
  const paths = useShippingPaths();
  return (
    <Button asChild variant="outline" size="lg">
      <RouterLink to={to(paths.orderDetailOf(order.id))}>
        <Trans>返回订单详情</Trans>
      </RouterLink>
    </Button>
  );
}

/** An order the warehouse has received (or later): nothing to edit, the way back. */
function NotEditable({ order }: { order: Order }) {
  const { waybillNumber, statusDisplayName: status } = order;
  return (
    <Stack gap="4" align="start">
      <Text>
        <Trans>
          运单 {waybillNumber} 当前状态为“{status}”，已不能修改：只有已下单、尚未入库的运单可以修改。
        </Trans>
      </Text>
      <BackToDetail order={order} />
    </Stack>
  );
}

function OrderEditBody({ order, RegionPicker }: { order: Order; RegionPicker: ComponentType<RegionPickerProps> }) {
  const { t } = useLingui();
  const to = useLocalePath();
  const paths = useShippingPaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldsRejected, setFieldsRejected] = useState(false);
  const form = useForm<OrderFormValues, unknown, OrderFormOutput>({
    defaultValues: orderFormFromOrder(order, 'edit'),
    resolver: orderFormRules.resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  // The rules load while the member reads the form (order-form-rules.ts).
  useEffect(() => orderFormRules.preload(), []);
  const { waybillNumber } = order;

  const mutation = useMutation({
    mutationFn: (values: OrderFormOutput) => saveOrderEdit(order.id, values),
    onSuccess: async (saved) => {
      await showChangedOrder(queryClient, saved);
      void showToast({ type: 'success', title: t`运单 ${waybillNumber} 已修改` });
      void navigate(to(paths.orderDetailOf(saved.id)));
    },
    onError: (error) => {
      const refused = editRefusal(error);
      setRefusal(refused);
      if (refused) {
        // The detail behind this page is stale too (it still offers editing): read again when it is shown, not now
        // (a refetch here would replace this form and the refusal by the not-editable page before it is read).
        void queryClient.invalidateQueries({ queryKey: logisticsQueries.order(order.id).queryKey, refetchType: 'none' });
        return;
      }
      setFieldsRejected(showServerErrorsOnForm(error, orderFieldPaths(form.getValues()), form.setError, formPathOfServerField) > 0);
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(null);
    setFieldsRejected(false);
    mutation.mutate(values);
  });

  return (
    <Stack gap="6">
      <Text>
        <Trans>正在修改运单 {waybillNumber}：仓库入库前可以修改，保存后运单号不变。</Trans>
      </Text>
      {refusal ? (
        // Announced: the save the customer just asked for did not happen.
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>修改未保存</Trans>
            </Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {fieldsRejected ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>修改未保存：请修正标出的字段后重新保存。</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <OrderFields
        form={form}
        onSubmit={onSubmit}
        pending={mutation.isPending}
        submitLabel={<Trans>保存修改</Trans>}
        secondaryAction={<BackToDetail order={order} />}
        RegionPicker={RegionPicker}
      />
    </Stack>
  );
}
