import { sql, type Kysely } from 'kysely';

// Issue 29, pay before dispatch: order_holds, an order held for payment when its charge at receiving left the
// customer's balance short (prepaid: below 0; monthly credit: below minus the limit). Kept by the billing module; the
// orders module asks it through billing's front door whether an order may leave the warehouse. A hold is released
// (never deleted) with who, when and why; the partial unique index keeps one live hold per order.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('orderId', 'text', (c) => c.notNull())
    .addColumn('customerId', 'text', (c) => c.notNull())
    .addColumn('waybillNumber', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amountDueMinor', 'bigint', (c) => c.notNull())
    .addColumn('heldAt', 'text', (c) => c.notNull())
    .addColumn('releasedAt', 'text')
    .addColumn('releaseKind', 'text')
    .addColumn('releasedById', 'text')
    .addColumn('releasedByUserName', 'text')
    .addColumn('releaseReason', 'text')
    .execute();
  await db.schema
    .createIndex('order_holds_live_order')
    .unique()
    .on('order_holds')
    .column('orderId')
    .where(sql.ref('releasedAt'), 'is', null)
    .execute();
  await db.schema.createIndex('order_holds_customer').on('order_holds').columns(['customerId', 'heldAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_holds').execute();
}
