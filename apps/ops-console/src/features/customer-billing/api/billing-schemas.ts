import { BillingAccountKind, CurrencyCode, type AdjustmentInput, type RecordPaymentInput, type UpdateBillingAccountInput } from '@forwarder/api-client/ops';
import { minorAmountField, PAYMENT_METHODS } from '@forwarder/billing';
import { t } from '@lingui/core/macro';
import { z } from 'zod';

// The console's billing forms (contract RecordPaymentInput, AdjustmentInput, ReversalInput, UpdateBillingAccountInput).
// Amounts are typed as decimals in the account's currency and sent in hundredths (`minorAmountField`: more decimals
// than the currency has are refused here with the server's rule, never rounded). Other rules (a date after today, a
// reference paid before) are the server's to say, in the form's alert.

const reason = () => z.string().trim().min(1, { error: () => t`请填写原因` }).max(500);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const paymentSchema = (currency: string) =>
  z.object({
    method: z.enum(PAYMENT_METHODS),
    amount: minorAmountField(currency),
    receivedOn: z.string().regex(DAY, { error: () => t`请选择收款日期` }),
    reference: z.string().trim().min(1, { error: () => t`请填写交易流水号` }).max(100),
    memo: z.string().trim().max(500),
    separatePayment: z.boolean(),
    // The optional proof, as the file input holds it (a FileList): its first file, sent apart from the input. The
    // server checks the picture (type from its bytes, size, pixels) and says why it refuses, under this field.
    proof: z
      .custom<FileList | null | undefined>()
      .optional()
      .transform((files) => files?.[0]),
  });
export type PaymentValues = z.input<ReturnType<typeof paymentSchema>>;
export const PAYMENT_FIELDS = ['method', 'amount', 'receivedOn', 'reference', 'memo', 'separatePayment', 'proof'] as const;

/** The pictures a proof may be (the server's rule: PNG, JPEG, WebP or GIF), for the file input's `accept`. */
export const PROOF_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

export function toPaymentInput(values: z.output<ReturnType<typeof paymentSchema>>, currency: CurrencyCode): RecordPaymentInput {
  const { amount, memo, proof: _proof, ...rest } = values;
  return { ...rest, amountMinor: amount, currency, ...(memo ? { memo } : {}) };
}

export const adjustmentSchema = (currency: string) => z.object({ amount: minorAmountField(currency, { signed: true }), reason: reason() });
export type AdjustmentValues = z.input<ReturnType<typeof adjustmentSchema>>;
export const ADJUSTMENT_FIELDS = ['amount', 'reason'] as const;

export const toAdjustmentInput = (values: z.output<ReturnType<typeof adjustmentSchema>>, currency: CurrencyCode): AdjustmentInput => ({
  amountMinor: values.amount,
  currency,
  reason: values.reason,
});

export const reversalSchema = z.object({ reason: reason() });
export type ReversalValues = z.input<typeof reversalSchema>;

/** The currencies the contract knows, in its order. */
export const CURRENCIES = Object.values(CurrencyCode) as [CurrencyCode, ...CurrencyCode[]];

export const ACCOUNT_KINDS = [BillingAccountKind.Prepaid, BillingAccountKind.Credit] as const;

/** The credit limit is typed in the currency being chosen, so the schema reads it from the values themselves. */
export const accountSchema = z
  .object({
    kind: z.enum(ACCOUNT_KINDS),
    currency: z.enum(CURRENCIES),
    creditLimit: z.string(),
  })
  .transform((values, context): UpdateBillingAccountInput => {
    if (values.kind === BillingAccountKind.Prepaid) return { kind: values.kind, currency: values.currency, creditLimitMinor: 0 };
    const limit = minorAmountField(values.currency).safeParse(values.creditLimit);
    if (!limit.success) {
      for (const issue of limit.error.issues) context.addIssue({ code: 'custom', path: ['creditLimit'], message: issue.message });
      return z.NEVER;
    }
    return { kind: values.kind, currency: values.currency, creditLimitMinor: limit.data };
  });
export type AccountValues = z.input<typeof accountSchema>;
export const ACCOUNT_FIELDS = ['kind', 'currency', 'creditLimit'] as const;
