import { CurrencyCode } from '@forwarder/contracts/api-f';

/**
 * SDR (the IMF's special drawing right, the unit UPU limits are set in) per unit of each currency an order can be
 * declared in. Fixed reference rates, IMF SDR valuation of November 2025 rounded to 3 significant digits: the only
 * use is choosing between CN22 and CN23, where a rate a few percent off moves the choice only for values within a
 * few percent of the limit. Update them here when rates move far (docs/domain/labels.md).
 */
export const SDR_PER_UNIT: Readonly<Record<CurrencyCode, number>> = {
  [CurrencyCode.USD]: 0.73,
  [CurrencyCode.EUR]: 0.847,
  [CurrencyCode.GBP]: 0.97,
  [CurrencyCode.CNY]: 0.102,
  [CurrencyCode.HKD]: 0.0937,
  [CurrencyCode.JPY]: 0.0048,
  [CurrencyCode.AUD]: 0.475,
  [CurrencyCode.CAD]: 0.525,
};

/** UPU Convention: a CN22 may accompany items of up to 300 SDR; above that the CN23 is required. */
export const CN22_LIMIT_SDR = 300;

export const toSdr = (value: number, currency: CurrencyCode): number => value * SDR_PER_UNIT[currency];

/** Which UPU declaration an order's declared value allows. */
export const declarationFormFor = (value: number, currency: CurrencyCode): 'cn22' | 'cn23' =>
  toSdr(value, currency) <= CN22_LIMIT_SDR ? 'cn22' : 'cn23';
