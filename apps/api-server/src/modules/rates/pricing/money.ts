// Contract numbers ⇄ the integers pricing works in. The contract carries decimals (prices with at most 2, weights
// with at most 3); the server stores and computes hundredths and grams. A decimal with more places than allowed is
// refused by the input checks (exactIn), never silently rounded.

/** The integer `value × 10^places` when value has at most `places` decimals; undefined otherwise. */
export function exactIn(value: number, places: number): number | undefined {
  const scaled = value * 10 ** places;
  const rounded = Math.round(scaled);
  // A decimal such as 19.99 is 1998.9999999999998 once scaled: within a millionth of an integer counts as exact.
  return Math.abs(scaled - rounded) < 1e-6 ? rounded : undefined;
}

/** Hundredths as the contract's decimal (1999 → 19.99): a division by 100 is the closest double to the decimal. */
export const fromMinor = (minor: number): number => minor / 100;

/** Grams as kg (37500 → 37.5). */
export const fromGrams = (grams: number): number => grams / 1000;

/** Grams as kg with 2 decimals, half up (for display of dimensional weights). */
export const gramsToKg2 = (grams: number): number => Math.round(grams / 10) / 100;
