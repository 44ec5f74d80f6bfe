import { Input, NativeSelect } from '@chakra-ui/react';
import { BillingAccountKind, updateCustomerBillingAccount, type BillingAccount } from '@forwarder/api-client/ops';
import { ACCOUNT_KIND_LABELS, minorToText } from '@forwarder/billing';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { useFormMutation } from '../../../shared/form/use-form-mutation';
import { ACCOUNT_FIELDS, ACCOUNT_KINDS, accountSchema, CURRENCIES, type AccountValues } from '../api/billing-schemas';

/** An admin sets the account: prepaid or monthly credit with its limit, and the currency (a lazy chunk with its form). */
export function AccountDialog({ account, onClose, onSaved }: { account: BillingAccount; onClose: () => void; onSaved: (account: BillingAccount) => void }) {
  const { i18n } = useLingui();
  const form = useForm<AccountValues, unknown, z.output<typeof accountSchema>>({
    resolver: zodResolver(accountSchema),
    defaultValues: { kind: account.kind, currency: account.currency, creditLimit: account.creditLimitMinor ? minorToText(account.creditLimitMinor) : '' },
  });
  const save = useFormMutation(form, ACCOUNT_FIELDS, (values: z.output<typeof accountSchema>) => updateCustomerBillingAccount(account.customerId, values, FORM_SEND), onSaved);
  const errors = form.formState.errors;
  const credit = useWatch({ control: form.control, name: 'kind' }) === BillingAccountKind.Credit;
  const currency = useWatch({ control: form.control, name: 'currency' });
  return (
    <FormDialog title={<Trans>设置结算方式</Trans>} onClose={onClose} form={form} mutation={save} submitLabel={<Trans>保存</Trans>} size="md">
      <RefusalAlert error={save.error} />
      <FormField label={<Trans>结算方式</Trans>} required error={errors.kind?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('kind')}>
            {ACCOUNT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(ACCOUNT_KIND_LABELS[kind])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={<Trans>币种</Trans>} required helper={<Trans>已有账目时不能改成其他币种</Trans>} error={errors.currency?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('currency')}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {credit ? (
        <FormField label={<Trans>信用额度（{currency}）</Trans>} required error={errors.creditLimit?.message}>
          <Input {...form.register('creditLimit')} inputMode="decimal" autoComplete="off" maxLength={20} />
        </FormField>
      ) : null}
    </FormDialog>
  );
}
