import { boxLineSchema, emptyBoxLine } from '@forwarder/quotes';
import { t } from '@lingui/core/macro';
import { configureZodLocale } from '@forwarder/i18n/zod';
// zod/mini, as the box lines and the login form (see @forwarder/quotes box-lines.ts).
import * as z from 'zod/mini';

configureZodLocale();

// The cost calculator's form: where to, by which mode (or every mode), and the boxes. Limits are the contract's
// (the quote request's parcels are the order's ParcelInput).

export const MAX_QUOTE_LINES = 20;

/** '' = every mode. */
const MODES = ['', '10', '20'] as const;

export const quoteFormSchema = z.object({
  destinationCountryCode: z.string().check(z.minLength(1, { error: () => t`请选择目的国家/地区` })),
  transportMode: z.enum(MODES),
  parcels: z.array(boxLineSchema).check(z.minLength(1), z.maxLength(MAX_QUOTE_LINES)),
});

export type QuoteFormValues = z.input<typeof quoteFormSchema>;
export type QuoteFormOutput = z.output<typeof quoteFormSchema>;

export const emptyQuoteForm: QuoteFormValues = { destinationCountryCode: '', transportMode: '', parcels: [emptyBoxLine] };
