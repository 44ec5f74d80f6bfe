import type { components } from '@forwarder/contracts/api-f';
import { invalidField } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { t } from '../../../i18n/messages';
import { fromGrams, fromMinor, gramsToKg2 } from '../pricing/money';
import { gramsOf, quote, type QuoteOutcome } from '../pricing/pricing';
import { destinationCodesOf, routingDisplayName, type RoutingRow } from '../products/routing.mapping';
import { findRoutings } from '../products/routings.repository';
import { defaultRateSheet, findRateSheets, type StoredRateSheet } from '../rate-sheets/rate-sheets.repository';
import { findCountryNames } from '../../regions';
import type { RatesExecutor } from '../rates.db';

// The public quote (getQuote): every active product that delivers to the destination, priced by `quote` with its
// rate sheet, or with the reason it cannot take the parcels, in the request's language.

type S = components['schemas'];

function reasonMessage(outcome: QuoteOutcome, routing: RoutingRow, country: string, locale: Locale): string | null {
  const weight = fromGrams(outcome.chargeableWeightGrams);
  switch (outcome.unavailable) {
    case null:
      return null;
    case 'under-min-weight':
      return t(locale, 'Rates:UnderMinWeight', { weight, limit: routing.minWeightKg });
    case 'over-max-weight':
      return t(locale, 'Rates:OverMaxWeight', { weight, limit: routing.maxWeightKg });
    case 'box-over-max-weight':
      return t(locale, 'Rates:BoxOverMaxWeight', { limit: routing.maxBoxWeightKg ?? 0 });
    case 'no-rate':
      return t(locale, 'Rates:NoRate', { country });
  }
}

function priceOf(outcome: QuoteOutcome, sheet: StoredRateSheet, locale: Locale): S['QuotePrice'] | null {
  const price = outcome.price;
  if (!price) return null;
  const { zone } = price;
  const step = price.method === 'step';
  return {
    currency: sheet.currency as S['CurrencyCode'],
    zoneCode: zone.code,
    zoneName: locale === 'en' ? zone.nameEn : zone.nameZh,
    pricingMethod: price.method,
    volumetricDivisor: sheet.volumetricDivisor,
    firstWeightKg: step && zone.firstWeightGrams !== null ? fromGrams(zone.firstWeightGrams) : null,
    basePrice: fromMinor(price.basePriceMinor),
    additionalSteps: price.additionalSteps,
    additionalWeightKg: step && zone.additionalWeightGrams !== null ? fromGrams(zone.additionalWeightGrams) : null,
    additionalPrice: fromMinor(price.additionalPriceMinor),
    pricePerKg: price.pricePerKgMinor === null ? null : fromMinor(price.pricePerKgMinor),
    tariff: fromMinor(price.tariffMinor),
    minimumCharge: fromMinor(sheet.minimumChargeMinor),
    minimumApplied: price.minimumApplied,
    fuelSurchargePercent: sheet.fuelSurchargeBasisPoints / 100,
    fuelSurcharge: fromMinor(price.fuelSurchargeMinor),
    total: fromMinor(price.totalMinor),
  };
}

export async function getQuote(db: RatesExecutor, request: S['QuoteRequest'], locale: Locale): Promise<S['QuoteResult']> {
  const countryCode = request.destinationCountryCode;
  const country = await findCountryNames(db, countryCode);
  if (!country) throw invalidField('destinationCountryCode', 'Rates:UnknownCountry', { countryCode });
  const countryName = locale === 'en' ? country.nameEn : country.nameZh;

  const found = await findRoutings(db, { activeOnly: true, transportMode: request.transportMode, id: request.routingId });
  const routings = found.filter((r) => {
    const served = destinationCodesOf(r);
    return served.length === 0 || served.includes(countryCode);
  });
  const sheets = await findRateSheets(db, routings.map((r) => r.id));

  const items = routings.map((routing): S['QuoteItem'] => {
    const sheet = sheets.get(routing.id) ?? defaultRateSheet(routing.id, routing.transportMode);
    const outcome = quote(sheet, routing, { countryCode, boxes: request.parcels });
    return {
      routingId: routing.id,
      routingCode: routing.code,
      displayName: routingDisplayName(routing, locale),
      description: locale === 'en' ? routing.descriptionEn : routing.descriptionZh,
      transportMode: routing.transportMode as S['TransportMode'],
      transitDaysMin: routing.transitDaysMin,
      transitDaysMax: routing.transitDaysMax,
      available: outcome.price !== null,
      unavailableReason: outcome.unavailable,
      unavailableMessage: reasonMessage(outcome, routing, countryName, locale),
      volumeWeightKg: gramsToKg2(outcome.volumeWeightGrams),
      chargeableWeightKg: fromGrams(outcome.chargeableWeightGrams),
      price: priceOf(outcome, sheet, locale),
    };
  });
  return {
    destinationCountryCode: countryCode,
    parcelCount: request.parcels.reduce((n, p) => n + p.quantity, 0),
    totalWeightKg: fromGrams(request.parcels.reduce((g, p) => g + p.quantity * gramsOf(p.weightKg), 0)),
    items,
  };
}
