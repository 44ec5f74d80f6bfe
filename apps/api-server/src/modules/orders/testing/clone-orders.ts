import { newId } from '../../../db/ids';
import type { OrdersDb } from '../orders.db';

/**
 * Inserts `count` copies of one order (new ids and waybill numbers, one second apart, older than the original) in
 * multi-row batches: enough rows to pass a list's count cap in well under a second, without the API's cost per order.
 */
export async function cloneOrder(db: OrdersDb, orderId: string, count: number): Promise<void> {
  const original = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const base = Date.parse(original.creationTime);
  // ~60 columns a row: 250 rows stay under SQLite's 32,766 bound parameters.
  const BATCH = 250;
  for (let from = 0; from < count; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => {
      const n = from + k + 1;
      return { ...original, id: newId(), waybillNumber: `CLONE${String(n).padStart(8, '0')}`, creationTime: new Date(base - n * 1000).toISOString() };
    });
    await db.insertInto('orders').values(rows).execute();
  }
}
