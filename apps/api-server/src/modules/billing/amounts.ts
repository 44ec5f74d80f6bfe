import { invalidField } from '../../errors/app-errors';

// How staff enter money (issue 29, slice 2; docs/decisions.md): amounts travel as integers in hundredths of the
// currency for every currency (as the ledger stores them), so the console turns what staff type (123.45) into
// 12345. A currency without cents (JPY) then takes only whole hundreds: ¥123.45 (12345) has more decimals than the
// yen has and is refused, not rounded.

/** The decimals of each contract CurrencyCode (ISO 4217). */
const DECIMALS: Readonly<Record<string, number>> = { CNY: 2, USD: 2, EUR: 2, GBP: 2, HKD: 2, JPY: 0, AUD: 2, CAD: 2 };

/** The largest amount one operation takes either way: ten million in the currency, far past any parcel's money. */
export const MAX_AMOUNT_MINOR = 1_000_000_000;

/**
 * Refuses, as a 400 on `member`, an amount that is not a whole number of hundredths, is 0 (or, `positive`, below
 * 1), is beyond MAX_AMOUNT_MINOR either way, or has more decimals than `currency` has.
 */
export function checkAmount(member: string, amountMinor: number, currency: string, sign: 'positive' | 'either'): void {
  if (sign === 'positive' && amountMinor <= 0) throw invalidField(member, 'Billing:AmountNotPositive');
  if (amountMinor === 0) throw invalidField(member, 'Billing:AmountZero');
  if (!Number.isSafeInteger(amountMinor) || Math.abs(amountMinor) > MAX_AMOUNT_MINOR) {
    throw invalidField(member, 'Billing:AmountTooLarge', { limit: (MAX_AMOUNT_MINOR / 100).toLocaleString('en'), currency });
  }
  const decimals = DECIMALS[currency] ?? 2;
  if (amountMinor % 10 ** (2 - decimals) !== 0) throw invalidField(member, 'Billing:TooManyDecimals', { currency, decimals });
}

/** The hundredths one step of `currency` is: 1 for CNY (cents), 100 for JPY (whole yen). */
export const minorStepOf = (currency: string): number => 10 ** (2 - (DECIMALS[currency] ?? 2));

/** `CNY 711.00`, `JPY 500`: an amount in minor units as mails and refusals write it (language-neutral). */
export function formatMinor(amountMinor: number, currency: string): string {
  return `${currency} ${formatMinorNumber(amountMinor, currency)}`;
}

/** A required free text: trimmed, refused as a 400 on `member` with `messageKey` when blank. */
export function requiredText(member: string, text: string | undefined, messageKey: string): string {
  const trimmed = (text ?? '').trim();
  if (!trimmed) throw invalidField(member, messageKey);
  return trimmed;
}

/** `-1234567` CNY → `-12,345.67`; JPY `50000` → `500`: the number alone, as documents print it in their columns. */
export function formatMinorNumber(amountMinor: number, currency: string): string {
  const decimals = DECIMALS[currency] ?? 2;
  return (amountMinor / 100).toLocaleString('en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
