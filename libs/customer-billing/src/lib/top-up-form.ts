import type { CurrencyCode } from '@forwarder/api-client';
import type { TopUpNoticeUpload } from '@forwarder/api-client/billing';
import { minorAmountField, PAYMENT_METHODS } from '@forwarder/billing';
import { t } from '@lingui/core/macro';
import { z } from 'zod';

// The top-up notice form (contract CreateTopUpNoticeInput; docs/domain/billing.md, "Top-up notices"). The amount is
// typed in the account's currency and sent in hundredths (`minorAmountField`: the server's rules, decimals the
// currency does not have refused, never rounded). The screenshot is checked here by its type and size so a wrong file
// is said at once; the server reads the picture's own bytes and has the last word, shown under the same field.

/** What the server takes (docs/domain/billing.md): PNG, JPEG, WebP or GIF, at most 5 MiB. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the browser's calendar, as a date input holds it. */
export const today = () => new Date().toLocaleDateString('sv');

const screenshotField = () =>
  z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, context) => {
      if (!file) context.addIssue({ code: 'custom', message: t`请选择转账截图` });
      else if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type))
        context.addIssue({ code: 'custom', message: t`截图须为图片（PNG、JPG、WebP 或 GIF）` });
      else if (file.size > MAX_SCREENSHOT_BYTES) context.addIssue({ code: 'custom', message: t`截图不能超过 5 MB` });
    })
    .transform((file) => file as File);

export const topUpSchema = (currency: string) =>
  z.object({
    method: z.enum(PAYMENT_METHODS),
    amount: minorAmountField(currency),
    transferredOn: z.string().regex(DAY, { error: () => t`请选择转账日期` }),
    reference: z.string().trim().min(1, { error: () => t`请填写交易流水号` }).max(100),
    memo: z.string().trim().max(500),
    screenshot: screenshotField(),
  });

export type TopUpValues = z.input<ReturnType<typeof topUpSchema>>;
export type TopUpOutput = z.output<ReturnType<typeof topUpSchema>>;
export type TopUpField = keyof TopUpValues;

export const emptyTopUp = (method: TopUpValues['method']): TopUpValues => ({
  method,
  amount: '',
  transferredOn: today(),
  reference: '',
  memo: '',
  screenshot: null,
});

/** The contract's members a refusal may name, and the field of the form that shows each. */
export const SERVER_FIELDS: Readonly<Record<string, TopUpField>> = {
  method: 'method',
  amountMinor: 'amount',
  currency: 'amount',
  transferredOn: 'transferredOn',
  reference: 'reference',
  memo: 'memo',
  screenshot: 'screenshot',
};

export function toTopUpUpload(values: TopUpOutput, currency: CurrencyCode): TopUpNoticeUpload {
  const { amount, memo, ...rest } = values;
  return { ...rest, amountMinor: amount, currency, ...(memo ? { memo } : {}) };
}
