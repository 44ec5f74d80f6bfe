import type { components } from '@forwarder/contracts/api-f';
import type { Executor } from '../../db/transaction';
import type { Locale } from '../../i18n/locale';
import type { RoutingsTable } from './logistics.tables';

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

export async function findRouting(db: Executor, id: string): Promise<RoutingRow | undefined> {
  return db.selectFrom('routings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Code and names of routings by id (an order's routing, the routings of a list page). */
export async function findRoutingNames(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, Pick<RoutingRow, 'id' | 'code' | 'nameZh' | 'nameEn'>>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('routings').select(['id', 'code', 'nameZh', 'nameEn']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The routes open for orders, in display order; `transportMode` narrows to air or sea. */
export async function listActiveRoutings(db: Executor, locale: Locale, transportMode?: number): Promise<Routing[]> {
  let query = db.selectFrom('routings').selectAll().where('isActive', '=', 1);
  if (transportMode !== undefined) query = query.where('transportMode', '=', transportMode);
  const rows = await query.orderBy('sort').orderBy('code').execute();
  return rows.map((row) => toRouting(row, locale));
}
