import { Input, NativeSelect } from '@chakra-ui/react';
import { createExchangeRate, CurrencyCode } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField, showToast } from '@forwarder/ui';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { useFormMutation } from '../../../shared/form/use-form-mutation';

// Records an exchange rate (admins; a lazy chunk with its form). The rate is sent as the text typed (a decimal of
// at most 8 places): the server keeps it exactly, never as a float. The effective time is the browser's local time.

const CURRENCIES = Object.values(CurrencyCode);
const rateSchema = z
  .object({
    fromCurrency: z.enum(CURRENCIES),
    toCurrency: z.enum(CURRENCIES),
    rate: z
      .string()
      .trim()
      .regex(/^\d{1,6}(\.\d{1,8})?$/, { error: () => t`汇率为大于 0 的数，最多 8 位小数` })
      .refine((text) => /[1-9]/.test(text), { error: () => t`汇率为大于 0 的数，最多 8 位小数` }),
    effectiveFrom: z.string().min(1, { error: () => t`请选择生效时间` }),
  })
  .refine((values) => values.fromCurrency !== values.toCurrency, { path: ['toCurrency'], error: () => t`两种币种不能相同` });
type RateValues = z.input<typeof rateSchema>;
const RATE_FIELDS = ['fromCurrency', 'toCurrency', 'rate', 'effectiveFrom'] as const;

/** Now in the browser's time, as a datetime-local input shows it (YYYY-MM-DDTHH:mm). */
const localNow = (): string => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function CurrencySelect({ field, form }: { field: 'fromCurrency' | 'toCurrency'; form: ReturnType<typeof useForm<RateValues>> }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...form.register(field)}>
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function ExchangeRateDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const form = useForm<RateValues>({
    resolver: zodResolver(rateSchema),
    defaultValues: { fromCurrency: CurrencyCode.USD, toCurrency: CurrencyCode.CNY, rate: '', effectiveFrom: localNow() },
  });
  const send = (values: RateValues) =>
    createExchangeRate({ ...values, rate: values.rate.trim(), effectiveFrom: new Date(values.effectiveFrom).toISOString() }, FORM_SEND);
  const mutation = useFormMutation(form, RATE_FIELDS, send, () => {
    onClose();
    onSaved();
    void showToast({ type: 'success', title: t`汇率已录入` });
  });
  const errors = form.formState.errors;
  return (
    <FormDialog title={<Trans>录入汇率</Trans>} onClose={onClose} form={form} mutation={mutation} submitLabel={<Trans>保存</Trans>} size="md">
      <RefusalAlert error={mutation.error} />
      <FormField label={<Trans>原币种</Trans>} required error={errors.fromCurrency?.message}>
        <CurrencySelect field="fromCurrency" form={form} />
      </FormField>
      <FormField label={<Trans>目标币种</Trans>} required error={errors.toCurrency?.message}>
        <CurrencySelect field="toCurrency" form={form} />
      </FormField>
      <FormField label={<Trans>汇率（1 单位原币种折合目标币种）</Trans>} required error={errors.rate?.message}>
        <Input {...form.register('rate')} inputMode="decimal" autoComplete="off" maxLength={15} />
      </FormField>
      <FormField label={<Trans>生效时间</Trans>} required error={errors.effectiveFrom?.message}>
        <Input type="datetime-local" {...form.register('effectiveFrom')} />
      </FormField>
    </FormDialog>
  );
}
