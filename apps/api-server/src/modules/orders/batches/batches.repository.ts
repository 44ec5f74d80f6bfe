import { sql } from 'kysely';
import { paginate, type PageInput, type PagedResult } from '../../../db/paging';
import { containsInsensitive } from '../../../db/text-search';
import { chunks } from '../../../db/transaction';
import type { BatchesTable } from '../orders.tables';
import type { OrdersDb, OrdersOwnTx } from '../orders.db';

// The SQL of batches and their membership.

export type BatchRow = BatchesTable;

export interface BatchFilter {
  type?: string | undefined;
  keyword?: string | undefined;
  isClosed?: boolean | undefined;
}

export function findBatchPage(db: OrdersDb, filter: BatchFilter, paging: PageInput): Promise<PagedResult<BatchRow>> {
  let query = db.selectFrom('batches as b').selectAll('b');
  if (filter.type) query = query.where('b.type', '=', filter.type);
  if (filter.isClosed !== undefined) query = query.where('b.isClosed', '=', filter.isClosed ? 1 : 0);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(sql.ref('b.reference'), keyword),
        containsInsensitive(sql.ref('b.origin'), keyword),
        containsInsensitive(sql.ref('b.destination'), keyword),
      ]),
    );
  }
  return paginate(db, query, paging, { sortable: { creationTime: 'b.creationTime' }, defaultSorting: 'creationTime desc', tieBreaker: 'b.id', defaultPageSize: 20 });
}

export async function insertBatch(trx: OrdersOwnTx, row: BatchRow): Promise<void> {
  await trx.insertInto('batches').values(row).execute();
}

export async function updateBatchColumns(trx: OrdersOwnTx, id: string, columns: Partial<Omit<BatchRow, 'id' | 'type' | 'createdBy' | 'creationTime'>>): Promise<void> {
  await trx.updateTable('batches').set(columns).where('id', '=', id).execute();
}

export function findBatch(db: OrdersDb, id: string): Promise<BatchRow | undefined> {
  return db.selectFrom('batches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The open batch of a type holding a reference (references are unique among open batches of a type). */
export function findOpenBatchByReference(db: OrdersDb, type: string, reference: string, exceptId?: string) {
  let query = db.selectFrom('batches').select('id').where('type', '=', type).where('reference', '=', reference).where('isClosed', '=', 0);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

/** Waybill count per status of each batch. */
export async function statusCountsOf(db: OrdersDb, batchIds: readonly string[]): Promise<Map<string, Map<number, number>>> {
  const byBatch = new Map<string, Map<number, number>>(batchIds.map((id) => [id, new Map()]));
  if (batchIds.length === 0) return byBatch;
  const rows = await db
    .selectFrom('batch_orders as bo')
    .innerJoin('orders as o', 'o.id', 'bo.orderId')
    .select(['bo.batchId', 'o.status', (eb) => eb.fn.countAll().as('count')])
    .where('bo.batchId', 'in', [...batchIds])
    .groupBy(['bo.batchId', 'o.status'])
    .execute();
  for (const row of rows) byBatch.get(row.batchId)?.set(Number(row.status), Number(row.count));
  return byBatch;
}

/** The orders of the numbers given, with what adding them to a batch of `type` depends on. */
export async function candidatesOf(db: OrdersDb, waybillNumbers: readonly string[], type: string) {
  if (waybillNumbers.length === 0) return [];
  return db
    .selectFrom('orders as o')
    .leftJoin('batch_orders as bo', (join) => join.onRef('bo.orderId', '=', 'o.id').on('bo.batchType', '=', type).on('bo.isOpen', '=', 1))
    .leftJoin('batches as b', 'b.id', 'bo.batchId')
    .select(['o.id', 'o.waybillNumber', 'o.status', 'bo.batchId as openBatchId', 'b.reference as openBatchReference'])
    .where('o.waybillNumber', 'in', [...waybillNumbers])
    .execute();
}

export async function insertMembers(trx: OrdersOwnTx, batch: Pick<BatchRow, 'id' | 'type' | 'isClosed'>, orderIds: readonly string[], now: string): Promise<void> {
  for (const ids of chunks(orderIds)) {
    await trx
      .insertInto('batch_orders')
      .values(ids.map((orderId) => ({ batchId: batch.id, orderId, batchType: batch.type, isOpen: batch.isClosed ? 0 : 1, creationTime: now })))
      .execute();
  }
}

export async function deleteMember(trx: OrdersOwnTx, batchId: string, orderId: string): Promise<boolean> {
  const result = await trx.deleteFrom('batch_orders').where('batchId', '=', batchId).where('orderId', '=', orderId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Members of a batch that another open batch of its type already holds (a reopened batch would clash). */
export function membersOpenElsewhere(db: OrdersDb, batch: Pick<BatchRow, 'id' | 'type'>) {
  return db
    .selectFrom('batch_orders as mine')
    .innerJoin('batch_orders as other', (join) =>
      join.onRef('other.orderId', '=', 'mine.orderId').on('other.batchType', '=', batch.type).on('other.isOpen', '=', 1).onRef('other.batchId', '<>', 'mine.batchId'),
    )
    .innerJoin('orders as o', 'o.id', 'mine.orderId')
    .select('o.waybillNumber')
    .where('mine.batchId', '=', batch.id)
    .execute();
}

export async function setMembersOpen(trx: OrdersOwnTx, batchId: string, open: boolean): Promise<void> {
  await trx.updateTable('batch_orders').set({ isOpen: open ? 1 : 0 }).where('batchId', '=', batchId).execute();
}

/** How many batches are open (the dashboard). */
export async function countOpenBatches(db: OrdersDb): Promise<number> {
  const row = await db.selectFrom('batches').select((eb) => eb.fn.countAll().as('count')).where('isClosed', '=', 0).executeTakeFirstOrThrow();
  return Number(row.count);
}
