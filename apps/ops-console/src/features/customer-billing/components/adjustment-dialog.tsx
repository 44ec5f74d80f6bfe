import { Input, Textarea } from '@chakra-ui/react';
import { recordCustomerAdjustment, type BillingAccount, type LedgerEntry } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { useFormMutation } from '../../../shared/form/use-form-mutation';
import { ADJUSTMENT_FIELDS, adjustmentSchema, toAdjustmentInput, type AdjustmentValues } from '../api/billing-schemas';

/** Adjusts the balance either way, with a reason (a lazy chunk with its form). */
export function AdjustmentDialog({ account, onClose, onRecorded }: { account: BillingAccount; onClose: () => void; onRecorded: (entry: LedgerEntry) => void }) {
  const { currency } = account;
  const schema = adjustmentSchema(currency);
  const form = useForm<AdjustmentValues, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { amount: '', reason: '' } });
  const adjust = useFormMutation(form, ADJUSTMENT_FIELDS, (values: z.output<typeof schema>) => recordCustomerAdjustment(account.customerId, toAdjustmentInput(values, currency), FORM_SEND), onRecorded);
  const errors = form.formState.errors;
  return (
    <FormDialog title={<Trans>调整余额</Trans>} onClose={onClose} form={form} mutation={adjust} submitLabel={<Trans>确认调整</Trans>} size="md">
      <RefusalAlert error={adjust.error} />
      <FormField
        label={<Trans>金额（{currency}）</Trans>}
        required
        helper={<Trans>正数记入客户余额（如补偿），负数从余额扣除（如偏远地区附加费）</Trans>}
        error={errors.amount?.message}
      >
        <Input {...form.register('amount')} inputMode="decimal" autoComplete="off" maxLength={20} />
      </FormField>
      <FormField label={<Trans>原因</Trans>} required error={errors.reason?.message}>
        <Textarea {...form.register('reason')} maxLength={500} rows={3} />
      </FormField>
    </FormDialog>
  );
}
