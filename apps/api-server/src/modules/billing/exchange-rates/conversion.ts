import { minorStepOf } from '../amounts';

// Exchange rates kept exactly (issue 29; docs/domain/billing.md, "Exchange rates"): a rate is a decimal string of at
// most 8 decimals, stored as an integer scaled by 10^8 (7.1234 → 712340000), and every conversion is integer
// arithmetic on BigInt — no float ever touches money. A converted amount is rounded once, half up (away from zero),
// to the target currency's smallest unit (a cent; a whole yen, i.e. 100 hundredths).

export const RATE_SCALE = 100_000_000n;
const RATE_PATTERN = /^(\d{1,6})(?:\.(\d{1,8}))?$/;

/** `'7.1234'` → 712340000; undefined when not a decimal of at most 6 + 8 digits or when 0. */
export function parseRate(text: string): number | undefined {
  const match = RATE_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  const scaled = BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(8, '0'));
  return scaled > 0n ? Number(scaled) : undefined;
}

/** 712340000 → `'7.1234'`: the rate as recorded (no trailing zeros beyond the decimal point). */
export function formatRate(rateScaled: number): string {
  const scaled = BigInt(rateScaled);
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(8, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** a / b for BigInts (b > 0), rounded half away from zero. */
function divideHalfUp(a: bigint, b: bigint): bigint {
  const sign = a < 0n ? -1n : 1n;
  const abs = a * sign;
  return sign * ((abs * 2n + b) / (2n * b));
}

/**
 * `amountMinor` hundredths of the source currency in hundredths of `toCurrency` at `rateScaled`, rounded half up to
 * the target's smallest unit: USD 15.37 (1537) at 7.12345678 is CNY 109.4875… → 10949; to JPY it would be ¥109 → 10900.
 */
export function convertMinor(amountMinor: number, rateScaled: number, toCurrency: string): number {
  const step = BigInt(minorStepOf(toCurrency));
  const units = divideHalfUp(BigInt(amountMinor) * BigInt(rateScaled), RATE_SCALE * step);
  return Number(units * step);
}
