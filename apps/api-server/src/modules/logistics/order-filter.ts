import { sql, type SelectQueryBuilder } from 'kysely';
import type { components } from '@forwarder/contracts/api-f';
import { storedInstant } from '../../db/ids';
import type { Database } from '../../db/schema';
import { containsInsensitive } from '../../db/text-search';
import { normalizeWaybillNumber } from './waybill';

export type OrderFilter = components['schemas']['OrderFilterFields'];

/** Trimmed, upper-cased, de-duplicated, empties dropped (order kept). */
export function normalizeWaybillList(values: readonly string[] | undefined): string[] {
  return [...new Set((values ?? []).map(normalizeWaybillNumber).filter((v) => v !== ''))];
}

/**
 * Adds the OrderFilter conditions to a query over `orders as o`, always scoped to one owner. Each condition is
 * covered by an index led by userId (status / transportMode, then creationTime).
 */
export function applyOrderFilter<O>(
  query: SelectQueryBuilder<Database & { o: Database['orders'] }, 'o', O>,
  userId: string,
  filter: OrderFilter,
): SelectQueryBuilder<Database & { o: Database['orders'] }, 'o', O> {
  let q = query.where('o.userId', '=', userId);
  const numbers = normalizeWaybillList(filter.waybillNumbers);
  if (numbers.length > 0) q = q.where('o.waybillNumber', 'in', numbers);
  if (filter.status !== undefined) q = q.where('o.status', '=', filter.status);
  if (filter.transportMode !== undefined) q = q.where('o.transportMode', '=', filter.transportMode);
  const from = storedInstant(filter.creationTimeFrom);
  if (from) q = q.where('o.creationTime', '>=', from);
  const to = storedInstant(filter.creationTimeTo);
  if (to) q = q.where('o.creationTime', '<', to);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    q = q.where((eb) =>
      eb.or([
        containsInsensitive(sql.ref('o.receiverName'), keyword),
        containsInsensitive(sql.ref('o.customerReference'), keyword),
        containsInsensitive(sql.ref('o.waybillNumber'), keyword),
      ]),
    );
  }
  return q;
}
