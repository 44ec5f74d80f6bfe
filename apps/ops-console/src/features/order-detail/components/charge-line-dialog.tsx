import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { addOrderChargeLine, opsQueries, removeOrderChargeLine, updateOrderChargeLine, type OpsOrder, type OrderChargeLine } from '@forwarder/api-client/ops';
import { minorAmountField, minorToText } from '@forwarder/billing';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField, showToast } from '@forwarder/ui';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { useFormMutation } from '../../../shared/form/use-form-mutation';
import { invalidateOrderReads } from '../../../shared/orders/invalidate';

// Staff add a line to an order's charge, change a staff-added line's amount or remove it, always with a reason
// (issue 29; docs/domain/billing.md, "Staff-added lines"). The server supersedes the charge, reviews the payment
// hold and audits it; an invoiced charge is refused there (an adjustment of the customer's balance instead). A lazy
// chunk: the form and its schema load when staff open it.

export type ChargeLineAction = { kind: 'add' } | { kind: 'adjust' | 'remove'; line: OrderChargeLine };

const reason = () => z.string().trim().min(1, { error: () => t`请填写原因` }).max(500);
const lineSchema = (currency: string) =>
  z.object({
    chargeTypeCode: z.string().min(1, { error: () => t`请选择费用类型` }),
    // Signed: a discount is negative; the server says which types take which sign.
    amountMinor: minorAmountField(currency, { signed: true }),
    reason: reason(),
  });
type LineValues = z.input<ReturnType<typeof lineSchema>>;
type LineOutput = z.output<ReturnType<typeof lineSchema>>;
const LINE_FIELDS = ['chargeTypeCode', 'amountMinor', 'reason'] as const;

export function ChargeLineDialog({ order, action, onClose }: { order: OpsOrder; action: ChargeLineAction; onClose: () => void }) {
  const queryClient = useQueryClient();
  const currency = order.charge?.currency ?? 'CNY';
  const schema = lineSchema(currency);
  const line = action.kind === 'add' ? null : action.line;
  const types = useQuery({ ...opsQueries.chargeTypeList(), enabled: action.kind === 'add' });
  const active = (types.data?.items ?? []).filter((type) => type.active);
  const form = useForm<LineValues, unknown, LineOutput>({
    // Adjusting or removing starts from the line's own type and amount (hidden when removing: only the reason counts).
    resolver: zodResolver(schema),
    defaultValues: { chargeTypeCode: line?.chargeTypeCode ?? '', amountMinor: line ? minorToText(line.amountMinor) : '', reason: '' },
  });
  const { id, waybillNumber } = order;
  const send = (values: LineOutput) => {
    if (action.kind === 'add') return addOrderChargeLine(id, { chargeTypeCode: values.chargeTypeCode, amountMinor: values.amountMinor, currency, reason: values.reason }, FORM_SEND);
    const lineId = action.line.lineId ?? '';
    if (action.kind === 'adjust') return updateOrderChargeLine(id, lineId, { amountMinor: values.amountMinor, currency, reason: values.reason }, FORM_SEND);
    return removeOrderChargeLine(id, lineId, { reason: values.reason }, FORM_SEND);
  };
  const mutation = useFormMutation(form, LINE_FIELDS, send, () => {
    onClose();
    void invalidateOrderReads(queryClient);
    void showToast({ type: 'success', title: t`运费已更新：${waybillNumber}` });
  });
  const errors = form.formState.errors;
  const typeName = line?.chargeTypeName ?? '';
  const title =
    action.kind === 'add' ? <Trans>添加费用明细：{waybillNumber}</Trans> : action.kind === 'adjust' ? <Trans>调整费用明细：{typeName}</Trans> : <Trans>删除费用明细：{typeName}</Trans>;
  return (
    <FormDialog title={title} onClose={onClose} form={form} mutation={mutation} submitLabel={action.kind === 'remove' ? <Trans>删除明细</Trans> : <Trans>保存</Trans>} size="md">
      <RefusalAlert error={mutation.error} />
      {action.kind === 'add' ? (
        <FormField label={<Trans>收费项目</Trans>} required error={errors.chargeTypeCode?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('chargeTypeCode')}>
              <option value="">{t`请选择`}</option>
              {active.map((type) => (
                <option key={type.code} value={type.code}>
                  {type.displayName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : null}
      {action.kind === 'remove' ? null : (
        <FormField label={<Trans>金额（{currency}）</Trans>} required helper={<Trans>优惠类填负数，其他类型填正数</Trans>} error={errors.amountMinor?.message}>
          <Input {...form.register('amountMinor')} inputMode="decimal" autoComplete="off" maxLength={20} />
        </FormField>
      )}
      <FormField label={<Trans>原因</Trans>} required helper={<Trans>客户可在运单详情中看到；记入审计日志。</Trans>} error={errors.reason?.message}>
        <Textarea {...form.register('reason')} maxLength={500} rows={3} />
      </FormField>
    </FormDialog>
  );
}
