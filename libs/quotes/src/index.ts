// Public entry of @forwarder/quotes: what a visitor's cost calculator and a member's order screens share about a
// price estimate (see README.md): the box lines as typed, and the server's quote shown the same way everywhere.
export { BOX_LINE_FIELDS, completeBoxLines, emptyBoxLine } from './lib/box-line-values';
export type { BoxLine, BoxLineFormValues } from './lib/box-line-values';
export { boxLineSchema, decimalText, integerText } from './lib/box-lines';
export { BoxLinesFields } from './lib/box-lines-fields';
export type { BoxLinesForm } from './lib/box-lines-fields';
export { QuoteBreakdown, useQuoteMoney } from './lib/quote-breakdown';
export { ESTIMATE_DELAY_MS, useQuoteEstimate, useSettledValue } from './lib/use-quote-estimate';
