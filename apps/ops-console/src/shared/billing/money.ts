// Money as staff read it (issue 29): the contracts carry integers in hundredths of the currency for every currency
// (¥1,000.00 is 100000, JPY ¥500 is 50000), shown with the currency's own decimals in the UI's language.

/** `¥1,000.00` / `JP¥500` from hundredths of `currency`. */
export function formatMinor(amountMinor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amountMinor / 100);
}
