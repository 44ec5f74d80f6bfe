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
  let q = query.where('o.userId', '=', userId);
  const numbers = normalizeWaybillList(filter.waybillNumbers);
  if (numbers.length > 0) q = q.where('o.waybillNumber', 'in', numbers);
  if (filter.status !== undefined) q = q.where('o.status', '=', filter.status);
  if (filter.transportMode !== undefined) q = q.where('o.transportMode', '=', filter.transportMode);
  const from = storedInstant(filter.creationTimeFrom);
  if (from) q = q.where('o.creationTime', '>=', from);
  const to = storedInstant(filter.creationTimeTo);
  if (to) q = q.where('o.creationTime', '<', to);
  return q;
}
