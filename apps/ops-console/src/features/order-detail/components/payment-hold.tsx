import { Alert, Button, Textarea } from '@chakra-ui/react';
import { releaseOrderHold, StaffRole, type OpsOrder } from '@forwarder/api-client/ops';
import { formatMoney } from '@forwarder/i18n';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField, showToast } from '@forwarder/ui';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { useFormMutation } from '../../../shared/form/use-form-mutation';
import { invalidateOrderReads } from '../../../shared/orders/invalidate';
import { useStaffMe } from '../../../shared/staff/use-staff';

// Pay before dispatch (issue 29): a held order cannot leave the warehouse until the customer's account covers it or
// an admin releases it here, with a reason (the server audits it and mails the customer).

const releaseSchema = z.object({ reason: z.string().trim().min(1, { error: () => t`请填写原因` }).max(500) });
type ReleaseValues = z.input<typeof releaseSchema>;
const RELEASE_FIELDS = ['reason'] as const;

/** The order's hold for payment with, for admins, the Release button; nothing when the order is not held. */
export function PaymentHold({ order }: { order: OpsOrder }) {
  const { i18n } = useLingui();
  const me = useStaffMe();
  const titleId = useId();
  const [releasing, setReleasing] = useState(false);
  const hold = order.paymentHold;
  if (!hold) return null;
  const amount = formatMoney(hold.amountDueMinor / 100, hold.currency, i18n.locale);
  return (
    <Alert.Root status="warning" role="alert" aria-labelledby={titleId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId}>
          <Trans>待付款：客户需充值 {amount}，运单不能出库</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>客户充值或调账后自动解除；管理员也可以解除（须填写原因）。</Trans>
        </Alert.Description>
      </Alert.Content>
      {me.data?.role === StaffRole.Admin ? (
        <Button size="sm" alignSelf="center" onClick={() => setReleasing(true)}>
          <Trans>解除待付款</Trans>
        </Button>
      ) : null}
      {releasing ? <ReleaseHoldDialog order={order} onClose={() => setReleasing(false)} /> : null}
    </Alert.Root>
  );
}

function ReleaseHoldDialog({ order, onClose }: { order: OpsOrder; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<ReleaseValues>({ resolver: zodResolver(releaseSchema), defaultValues: { reason: '' } });
  const { id, waybillNumber } = order;
  const mutation = useFormMutation(form, RELEASE_FIELDS, (values: ReleaseValues) => releaseOrderHold(id, { reason: values.reason.trim() }, FORM_SEND), () => {
    onClose();
    void invalidateOrderReads(queryClient);
    void showToast({ type: 'success', title: t`已解除待付款：${waybillNumber}` });
  });
  return (
    <FormDialog title={<Trans>解除待付款：{waybillNumber}</Trans>} onClose={onClose} form={form} mutation={mutation} submitLabel={<Trans>解除</Trans>} size="md">
      <RefusalAlert error={mutation.error} />
      <FormField label={<Trans>原因</Trans>} required helper={<Trans>记入审计日志；款项仍计入客户账目。</Trans>} error={form.formState.errors.reason?.message}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the only field of a modal dialog, opened by the user */}
        <Textarea rows={3} {...form.register('reason')} maxLength={500} autoFocus />
      </FormField>
    </FormDialog>
  );
}
