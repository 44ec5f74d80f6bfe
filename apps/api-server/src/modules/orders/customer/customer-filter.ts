import type { SelectQueryBuilder } from 'kysely';
import type { components } from '@forwarder/contracts/api-f';
import { storedInstant } from '../../../db/ids';
import type { OrdersDb, OrdersOwnTables } from '../orders.db';
import { normalizeWaybillList } from '../waybills/waybill';
import { isIndexedKeyword, keywordMatch, keywordScan } from './order-keyword';

export type OrderFilter = components['schemas']['OrderFilterFields'];

/**
 * A keyword of INDEXED_KEYWORD_LENGTH characters or more is served by the keyword indexes and looks at every order the
 * other conditions select. A shorter one (a two-character name such as 张三) has no trigram to look up: it is a scan,
 * so it looks at the newest KEYWORD_WINDOW orders that the other conditions select (a few more when creation times
 * tie at the edge), which keeps its cost bounded at any number of orders. The contract's `keyword` says so.
 */
export const KEYWORD_WINDOW = 10_000;

type OrdersQuery<O> = SelectQueryBuilder<OrdersOwnTables & { o: OrdersOwnTables['orders'] }, 'o', O>;

/**
 * Adds the OrderFilter conditions to a query over `orders as o`, always scoped to one owner. Each condition is
 * covered by an index led by userId (status / transportMode, then creationTime).
 */
export function applyOrderFilter<O>(db: OrdersDb, query: OrdersQuery<O>, userId: string, filter: OrderFilter): OrdersQuery<O> {
  const q = applyIndexedConditions(query, userId, filter);
  const keyword = filter.keyword?.trim();
  if (!keyword) return q;
  if (isIndexedKeyword(keyword)) return q.where(keywordMatch(db, keyword));
  // The window is a lower bound on creationTime (the KEYWORD_WINDOW-th newest selected order's, read from the
  // (userId, …, creationTime) index), so the rows it admits are read in index order rather than looked up one by one.
  return q.where((eb) =>
    eb.and([
      eb(
        'o.creationTime',
        '>=',
        eb.fn.coalesce(
          applyIndexedConditions(eb.selectFrom('orders as o').select('o.creationTime'), userId, filter)
            .orderBy('o.creationTime', 'desc')
            .limit(1)
            .offset(KEYWORD_WINDOW - 1),
          eb.val(''),
        ),
      ),
      keywordScan(keyword),
    ]),
  );
}

function applyIndexedConditions<O>(query: OrdersQuery<O>, userId: string, filter: OrderFilter): OrdersQuery<O> {
  return applyOrderConditions(query, userId, orderConditions(filter));
}

/** The filter's conditions but the keyword, as values ready for SQL (absent ones undefined). */
export interface OrderConditions {
  waybillNumbers: string[] | undefined;
  status: number | undefined;
  transportMode: number | undefined;
  creationTimeFrom: string | undefined;
  creationTimeTo: string | undefined;
}

export function orderConditions(filter: OrderFilter): OrderConditions {
  const numbers = normalizeWaybillList(filter.waybillNumbers);
  return {
    waybillNumbers: numbers.length > 0 ? numbers : undefined,
    status: filter.status,
    transportMode: filter.transportMode,
    creationTimeFrom: storedInstant(filter.creationTimeFrom),
    creationTimeTo: storedInstant(filter.creationTimeTo),
  };
}

/**
 * The owner and the indexed conditions. Uses its conditions only as values of the query (the list compiles it once
 * per shape, db/query-shape.ts): normalise in orderConditions.
 */
export function applyOrderConditions<O>(query: OrdersQuery<O>, userId: string, c: OrderConditions): OrdersQuery<O> {
  let q = query.where('o.userId', '=', userId);
  if (c.waybillNumbers !== undefined) q = q.where('o.waybillNumber', 'in', c.waybillNumbers);
  if (c.status !== undefined) q = q.where('o.status', '=', c.status);
  if (c.transportMode !== undefined) q = q.where('o.transportMode', '=', c.transportMode);
  if (c.creationTimeFrom !== undefined) q = q.where('o.creationTime', '>=', c.creationTimeFrom);
  if (c.creationTimeTo !== undefined) q = q.where('o.creationTime', '<', c.creationTimeTo);
  return q;
}
