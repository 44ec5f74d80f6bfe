import { t } from '@lingui/core/macro';
import { z } from 'zod';

// The console's invoice forms (contract createOrderInvoice by the order's id, CreatePeriodInvoiceInput). Staff know an
// order by its waybill number: the dialog finds the order by it and checks it is this customer's before invoicing.
// Other rules (nothing to invoice, already invoiced, a day after today) are the server's to say, in the form's alert.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const orderInvoiceSchema = z.object({
  waybillNumber: z
    .string()
    .trim()
    .min(1, { error: () => t`请填写运单号` })
    .max(40)
    .transform((value) => value.toUpperCase()),
});
export type OrderInvoiceValues = z.input<typeof orderInvoiceSchema>;

export const periodInvoiceSchema = z
  .object({
    from: z.string().regex(DAY, { error: () => t`请选择开始日期` }),
    to: z.string().regex(DAY, { error: () => t`请选择结束日期` }),
  })
  .refine((values) => values.to >= values.from, { path: ['to'], error: () => t`结束日期不能早于开始日期` });
export type PeriodInvoiceValues = z.input<typeof periodInvoiceSchema>;
export const PERIOD_INVOICE_FIELDS = ['from', 'to'] as const;
