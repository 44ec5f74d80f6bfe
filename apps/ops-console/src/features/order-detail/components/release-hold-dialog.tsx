import { Textarea } from '@chakra-ui/react';
import { releaseOrderHold, type OpsOrder } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField, showToast } from '@forwarder/ui';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { useFormMutation } from '../../../shared/form/use-form-mutation';
import { invalidateOrderReads } from '../../../shared/orders/invalidate';

// An admin releases a held order without payment, with a reason (issue 29): audited, mailed; the money stays owed.

const releaseSchema = z.object({ reason: z.string().trim().min(1, { error: () => t`请填写原因` }).max(500) });
type ReleaseValues = z.input<typeof releaseSchema>;
const RELEASE_FIELDS = ['reason'] as const;

export function ReleaseHoldDialog({ order, onClose }: { order: OpsOrder; onClose: () => void }) {
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
