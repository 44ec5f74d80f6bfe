import { CurrencyCode, type BillingSettings } from '@forwarder/api-client/ops';
import { z } from 'zod';

// The forwarder's details on statements and invoices (contract BillingSettings, admins only): every field optional
// text within the contract's lengths, trimmed by the server; an empty field is left off the documents. The site's
// currency is one of the contract's.

export const billingSettingsSchema = z.object({
  companyNameEn: z.string().max(200),
  addressZh: z.string().max(300),
  addressEn: z.string().max(300),
  phone: z.string().max(50),
  taxNumber: z.string().max(50),
  bankName: z.string().max(200),
  bankAccount: z.string().max(100),
  siteCurrency: z.enum(Object.values(CurrencyCode) as [CurrencyCode, ...CurrencyCode[]]).optional(),
}) satisfies z.ZodType<BillingSettings>;

export const BILLING_SETTINGS_FIELDS = ['companyNameEn', 'addressZh', 'addressEn', 'phone', 'taxNumber', 'bankName', 'bankAccount', 'siteCurrency'] as const;
