// The top-up notice form, a lazy chunk with react-hook-form and zod: the billing page loads it when the dialog opens.
import { Alert, Input, Textarea } from '@chakra-ui/react';
import { isApiError, operationKey, serverFieldErrors, type CurrencyCode, type TopUpNotice } from '@forwarder/api-client';
import { createTopUpNotice } from '@forwarder/api-client/billing';
import { PAYMENT_METHODS, PaymentMethodSelect } from '@forwarder/billing';
import { zodResolver } from '@forwarder/i18n/zod';
import { DateField, FormDialog, FormField } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { emptyTopUp, SCREENSHOT_TYPES, SERVER_FIELDS, toTopUpUpload, topUpSchema, type TopUpOutput, type TopUpValues } from '../top-up-form';

/**
 * Tells staff about a top-up paid outside the site: amount in the account's currency, method, day, reference, a note
 * and the transfer's screenshot. The server's refusals land under the fields they name (the screenshot's too); any
 * other refusal in the dialog's alert, where the user is looking, rather than a toast behind it.
 */
export function TopUpDialog({ currency, onClose, onSent }: { currency: CurrencyCode; onClose: () => void; onSent: (notice: TopUpNotice) => void }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = topUpSchema(currency);
  const form = useForm<TopUpValues, unknown, TopUpOutput>({ resolver: zodResolver(schema), defaultValues: emptyTopUp(PAYMENT_METHODS[0]) });
  const send = useMutation({
    mutationFn: (values: TopUpOutput) => createTopUpNotice(toTopUpUpload(values, currency), { handledStatuses: [400] }),
    onMutate: () => setRefusal(null),
    onSuccess: async (notice) => {
      await queryClient.invalidateQueries({ queryKey: operationKey('getMyTopUpNoticeList') });
      onSent(notice);
    },
    onError: (error) => {
      if (!isApiError(error) || error.status !== 400) return;
      const placed = serverFieldErrors(error, Object.keys(SERVER_FIELDS));
      placed.forEach(({ field, message }, index) => form.setError(SERVER_FIELDS[field] ?? 'amount', { type: 'server', message }, { shouldFocus: index === 0 }));
      if (placed.length === 0) setRefusal(error.message);
    },
  });
  const errors = form.formState.errors;
  const transferredOn = useWatch({ control: form.control, name: 'transferredOn' });

  return (
    <FormDialog title={<Trans>提交充值通知</Trans>} submitLabel={<Trans>提交</Trans>} onClose={onClose} form={form} mutation={send} size="md">
      {refusal ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      ) : null}
      <FormField label={<Trans>金额（{currency}）</Trans>} required error={errors.amount?.message}>
        <Input {...form.register('amount')} inputMode="decimal" autoComplete="off" maxLength={20} />
      </FormField>
      <FormField label={<Trans>付款方式</Trans>} required error={errors.method?.message}>
        <PaymentMethodSelect {...form.register('method')} />
      </FormField>
      <DateField label={<Trans>转账日期</Trans>} required {...form.register('transferredOn')} shownValue={transferredOn} error={errors.transferredOn?.message} />
      <FormField label={<Trans>交易流水号</Trans>} required helper={<Trans>银行或钱包的交易参考号</Trans>} error={errors.reference?.message}>
        <Input {...form.register('reference')} maxLength={100} autoComplete="off" />
      </FormField>
      <FormField label={<Trans>备注</Trans>} error={errors.memo?.message}>
        <Textarea {...form.register('memo')} maxLength={500} rows={2} />
      </FormField>
      <FormField
        label={<Trans>转账截图</Trans>}
        required
        helper={<Trans>PNG、JPG、WebP 或 GIF 图片，不超过 5 MB</Trans>}
        error={errors.screenshot?.message}
      >
        <Controller
          control={form.control}
          name="screenshot"
          render={({ field }) => (
            <Input
              ref={field.ref}
              name={field.name}
              type="file"
              accept={SCREENSHOT_TYPES.join(',')}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.currentTarget.files?.[0] ?? null)}
              p="1.5"
              data-testid="top-up-screenshot"
            />
          )}
        />
      </FormField>
    </FormDialog>
  );
}
