import { chakra, Input, Textarea } from '@chakra-ui/react';
import { PaymentMethod, recordCustomerPayment, type BillingAccount, type LedgerEntry } from '@forwarder/api-client/ops';
import { PaymentMethodSelect } from '@forwarder/billing';
import { zodResolver } from '@forwarder/i18n/zod';
import { DateField, FormDialog, FormField, NativeCheckbox } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { useFormMutation } from '../../../shared/form/use-form-mutation';
import { PAYMENT_FIELDS, paymentSchema, PROOF_TYPES, toPaymentInput, type PaymentValues } from '../api/billing-schemas';

/** Today in the browser's calendar, as a date input holds it. */
const today = () => new Date().toLocaleDateString('sv');

/** Records a payment or top-up received, in the account's currency, with an optional proof (a lazy chunk with its form). */
export function PaymentDialog({ account, onClose, onRecorded }: { account: BillingAccount; onClose: () => void; onRecorded: (entry: LedgerEntry) => void }) {
  const { currency } = account;
  const schema = paymentSchema(currency);
  const form = useForm<PaymentValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { method: PaymentMethod.BankTransfer, amount: '', receivedOn: today(), reference: '', memo: '', separatePayment: false, proof: undefined },
  });
  const record = useFormMutation(form, PAYMENT_FIELDS, (values: z.output<typeof schema>) => recordCustomerPayment(account.customerId, toPaymentInput(values, currency), FORM_SEND, values.proof), onRecorded);
  const errors = form.formState.errors;
  const receivedOn = useWatch({ control: form.control, name: 'receivedOn' });
  return (
    <FormDialog title={<Trans>登记付款</Trans>} onClose={onClose} form={form} mutation={record} submitLabel={<Trans>登记</Trans>} size="md">
      <RefusalAlert error={record.error} />
      <FormField label={<Trans>付款方式</Trans>} required error={errors.method?.message}>
        <PaymentMethodSelect {...form.register('method')} />
      </FormField>
      <FormField label={<Trans>金额（{currency}）</Trans>} required error={errors.amount?.message}>
        <Input {...form.register('amount')} inputMode="decimal" autoComplete="off" maxLength={20} />
      </FormField>
      <DateField label={<Trans>收款日期</Trans>} required {...form.register('receivedOn')} shownValue={receivedOn} error={errors.receivedOn?.message} />
      <FormField label={<Trans>交易流水号</Trans>} required helper={<Trans>银行或钱包的交易参考号</Trans>} error={errors.reference?.message}>
        <Input {...form.register('reference')} maxLength={100} autoComplete="off" />
      </FormField>
      <FormField label={<Trans>备注</Trans>} error={errors.memo?.message}>
        <Textarea {...form.register('memo')} maxLength={500} rows={2} />
      </FormField>
      <FormField label={<Trans>付款凭证（选填）</Trans>} helper={<Trans>转账或收据的图片：PNG、JPEG、WebP 或 GIF，不超过 5 MB</Trans>} error={errors.proof?.message}>
        <Input type="file" accept={PROOF_TYPES} {...form.register('proof')} p="1" />
      </FormField>
      <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
        <NativeCheckbox {...form.register('separatePayment')} />
        <Trans>这是另一笔付款（流水号与之前登记的相同时勾选）</Trans>
      </chakra.label>
    </FormDialog>
  );
}
