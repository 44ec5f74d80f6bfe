import { QueryShape } from '../../../db/query-shape';
import type { RoutingRow } from './routing.mapping';
import type { RatesDb, RatesOwnTx } from '../rates.db';

// The SQL of shipping products (the routings table). Other modules read them through the rates module's front door:
// the order form and the orders' lists and detail (names, limits), the operations' stale check and reference.

export function findRouting(db: RatesDb, id: string): Promise<RoutingRow | undefined> {
  return db.selectFrom('routings').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRoutingByCode(db: RatesDb, code: string): Promise<RoutingRow | undefined> {
  return db.selectFrom('routings').selectAll().where('code', '=', code).executeTakeFirst();
}

export interface RoutingFilter {
  /** Only the products open for orders. */
  activeOnly?: boolean | undefined;
  transportMode?: number | undefined;
  id?: string | undefined;
  codes?: readonly string[] | undefined;
}

/** Products in display order (sort, then code). */
export function findRoutings(db: RatesDb, filter: RoutingFilter = {}): Promise<RoutingRow[]> {
  let query = db.selectFrom('routings').selectAll();
  if (filter.activeOnly) query = query.where('isActive', '=', 1);
  if (filter.transportMode !== undefined) query = query.where('transportMode', '=', filter.transportMode);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  if (filter.codes !== undefined) {
    if (filter.codes.length === 0) return Promise.resolve([]);
    query = query.where('code', 'in', [...filter.codes]);
  }
  return query.orderBy('sort').orderBy('code').execute();
}

const routingNames = new QueryShape((db: RatesDb, ids: readonly string[]) =>
  db.selectFrom('routings').select(['id', 'code', 'nameZh', 'nameEn']).where('id', 'in', ids),
);

/** Code and names of routings by id (an order's routing, the routings of a list page). */
export async function findRoutingNames(
  db: RatesDb,
  ids: readonly string[],
): Promise<Map<string, Pick<RoutingRow, 'id' | 'code' | 'nameZh' | 'nameEn'>>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await routingNames.execute(db, unique);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertRoutings(trx: RatesOwnTx, rows: readonly RoutingRow[]): Promise<void> {
  if (rows.length) await trx.insertInto('routings').values([...rows]).execute();
}

export type RoutingColumns = Omit<RoutingRow, 'id' | 'code' | 'isActive' | 'creationTime'>;

export async function updateRoutingColumns(trx: RatesOwnTx, id: string, columns: RoutingColumns | Pick<RoutingRow, 'isActive'>): Promise<void> {
  await trx.updateTable('routings').set(columns).where('id', '=', id).execute();
}
