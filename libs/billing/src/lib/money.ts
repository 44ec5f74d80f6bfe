import { formatMoney } from '@forwarder/i18n';

// Money of the ledger (docs/domain/billing.md, "The ledger"): integers in hundredths of the currency for every
// currency, JPY included (¥500 is 50000). The screens show them in the currency, and the console turns what staff
// type back into hundredths, refusing decimals the currency does not have instead of rounding them.

/** Hundredths per unit of every currency, as the ledger stores them. */
const MINOR_PER_UNIT = 100;

/** The largest amount the server takes (ten million in the currency), in hundredths. */
export const MAX_AMOUNT_MINOR = 1_000_000_000;

/** How many decimals the currency has (CNY, USD 2; JPY, KRW 0), by the browser's currency data, at most 2. */
export function currencyDecimals(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    return Math.min(digits, 2);
  } catch {
    // An unknown code: the ledger's own precision.
    return 2;
  }
}

/** An amount in hundredths as the page's language writes it in its currency ("¥711.00", "-US$12.50"). */
export function formatMinor(minor: number, currency: string, locale: string): string {
  return formatMoney(minor / MINOR_PER_UNIT, currency, locale);
}

/** Why a typed amount is refused (the form words each one in its language). */
export type AmountProblem =
  | { kind: 'not-a-number' }
  | { kind: 'too-many-decimals'; decimals: number }
  | { kind: 'zero' }
  | { kind: 'not-positive' }
  | { kind: 'too-large' };

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/**
 * What staff type (`1,000.5`, `-50`, `123.45`) → hundredths of `currency`, exactly (no floating point): at most the
 * currency's decimals (JPY `123.45` is refused, never rounded), not beyond MAX_AMOUNT_MINOR either way. `signed`
 * allows a minus (an adjustment, which may not be 0); without it the amount must be above 0 (a payment).
 */
export function parseMinorAmount(text: string, currency: string, { signed = false }: { signed?: boolean } = {}): ParsedAmount {
  const match = /^([+-])?(\d+)(?:\.(\d+))?$/.exec(text.trim().replace(/[,\s]/g, ''));
  if (!match) return { ok: false, problem: { kind: 'not-a-number' } };
  const [, sign, whole = '', fraction = ''] = match;
  const decimals = currencyDecimals(currency);
  // Trailing zeros add no precision: JPY "500.00" is ¥500.
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return { ok: false, problem: { kind: 'too-many-decimals', decimals } };
  if (sign === '-' && !signed) return { ok: false, problem: { kind: 'not-positive' } };
  // Long runs of digits are refused before they lose precision as a number.
  const digits = whole.replace(/^0+/, '');
  if (digits.length > 10) return { ok: false, problem: { kind: 'too-large' } };
  const magnitude = Number(digits || '0') * MINOR_PER_UNIT + Number(significant.padEnd(2, '0'));
  if (magnitude === 0) return { ok: false, problem: signed ? { kind: 'zero' } : { kind: 'not-positive' } };
  if (magnitude > MAX_AMOUNT_MINOR) return { ok: false, problem: { kind: 'too-large' } };
  return { ok: true, minor: sign === '-' ? -magnitude : magnitude };
}

/** Hundredths → the text a form's amount field starts from (`5000` CNY → `50`, `50050` → `500.5`). */
export function minorToText(minor: number): string {
  const units = Math.trunc(minor / MINOR_PER_UNIT);
  const rest = Math.abs(minor % MINOR_PER_UNIT);
  const sign = minor < 0 && units === 0 ? '-' : '';
  return rest === 0 ? `${sign}${units}` : `${sign}${units}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}
