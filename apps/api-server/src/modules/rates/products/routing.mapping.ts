import type { components } from '@forwarder/contracts/api-f';
import type { Locale } from '../../../i18n/locale';
import type { RoutingsTable } from '../rates.tables';

// Shipping products (the routings table) between their rows and the customers' contract: pure.

type Routing = components['schemas']['Routing'];

export type RoutingRow = RoutingsTable;

export const routingDisplayName = (row: Pick<RoutingRow, 'nameZh' | 'nameEn'>, locale: Locale): string =>
  locale === 'en' ? row.nameEn : row.nameZh;

export function destinationCodesOf(row: Pick<RoutingRow, 'destinationCountryCodes'>): string[] {
  try {
    const parsed: unknown = JSON.parse(row.destinationCountryCodes);
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export function toRouting(row: RoutingRow, locale: Locale): Routing {
  return {
    id: row.id,
    code: row.code,
    displayName: routingDisplayName(row, locale),
    description: locale === 'en' ? row.descriptionEn : row.descriptionZh,
    transportMode: row.transportMode as Routing['transportMode'],
    transitDaysMin: row.transitDaysMin,
    transitDaysMax: row.transitDaysMax,
    maxWeightKg: row.maxWeightKg,
    destinationCountryCodes: destinationCodesOf(row),
  };
}
