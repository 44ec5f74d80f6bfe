import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The staff side (docs/domain/operations.md): staff accounts, event codes and time zones, measured weights,
// exceptions, stale checks, batches and the audit log. Portable DDL, except the users CHECK constraint, which only
// PostgreSQL can alter in place (see widenUserTypes).

const isSqlite = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof SqliteAdapter;

/** Status → the code of the events written before codes existed (docs/domain/operations.md). */
const CODE_OF_STATUS: readonly (readonly [number, string])[] = [
  [10, 'SUBMITTED'],
  [20, 'RECEIVED'],
  [30, 'DEPARTED_ORIGIN'],
  [40, 'CUSTOMS_CLEARANCE'],
  [50, 'OUT_FOR_DELIVERY'],
  [60, 'DELIVERED'],
  [90, 'EXCEPTION'],
  [99, 'CANCELLED'],
];

const codeOfStatus = (column: string) =>
  sql<string>`case ${sql.ref(column)} ${sql.join(
    CODE_OF_STATUS.map(([status, code]) => sql`when ${sql.lit(status)} then ${sql.lit(code)}`),
    sql` `,
  )} else null end`;

/**
 * SQLite cannot alter a CHECK constraint, and better-sqlite3 runs in defensive mode (no writable_schema), so the
 * users table is rebuilt the way https://sqlite.org/lang_altertable.html#otheralter describes: foreign keys off
 * (outside any transaction: Kysely runs SQLite migrations without one), then in one transaction create the new
 * table from the stored definition with the constraint replaced, copy every row, drop the old table, rename the
 * new one (other tables' REFERENCES users now name it), recreate the indexes, check the foreign keys, commit.
 */
async function rebuildSqliteUsers(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  const stored = await sql<{ sql: string }>`select sql from sqlite_schema where type = 'table' and name = 'users'`.execute(db);
  const definition = stored.rows[0]?.sql ?? '';
  if (!definition.includes(from)) throw new Error(`users table: constraint text "${from}" not found in ${definition}`);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_schema where type = 'index' and tbl_name = 'users' and sql is not null`.execute(db);
  const rebuilt = definition.replace(from, to).replace(/^CREATE TABLE "?users"?/i, 'CREATE TABLE "users__rebuild"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql.raw(rebuilt).execute(db);
      await sql`insert into "users__rebuild" select * from "users"`.execute(db);
      await sql`drop table "users"`.execute(db);
      await sql`alter table "users__rebuild" rename to "users"`.execute(db);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`users rebuild broke ${broken.rows.length} foreign key(s)`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

const USER_TYPES_BEFORE = `"userType" in (20, 30)`;
const USER_TYPES_AFTER = `"userType" in (20, 30, 40)`;

async function setUserTypes(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  if (isSqlite(db)) {
    await rebuildSqliteUsers(db, from, to);
    return;
  }
  await sql`alter table users drop constraint "users_userType_check"`.execute(db);
  await sql`alter table users add constraint "users_userType_check" check (${sql.raw(to)})`.execute(db);
}

async function addColumns(db: Kysely<unknown>, table: string, columns: readonly (readonly [string, string, string?])[]): Promise<void> {
  for (const [name, type, defaultValue] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(name, sql.raw(type), (c) => (defaultValue === undefined ? c : c.notNull().defaultTo(sql.raw(defaultValue))))
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // ---- staff accounts: user type 40 with a role (operator | admin)
  await setUserTypes(db, USER_TYPES_BEFORE, USER_TYPES_AFTER);
  await db.schema.alterTable('users').addColumn('staffRole', 'text').execute();
  await db.schema.createIndex('users_userType_creationTime_idx').on('users').columns(['userType', 'creationTime']).execute();

  // ---- tracking events: code, the place's UTC offset, who wrote it and how
  await addColumns(db, 'tracking_events', [
    ['code', 'text'],
    ['timeZone', 'text', `'+08:00'`],
    ['source', 'text', `'system'`],
    ['actorId', 'text'],
    ['batchId', 'text'],
  ]);
  await sql`update tracking_events set code = ${codeOfStatus('status')}`.execute(db);

  // ---- orders: the last event's code and place (the "already applied" check), measured weights, the open exception
  await addColumns(db, 'orders', [
    ['lastEventCode', 'text'],
    ['lastEventLocationZh', 'text', `''`],
    ['lastEventLocationEn', 'text', `''`],
    ['measuredParcelCount', 'integer'],
    ['measuredTotalWeightKg', 'double precision'],
    ['measuredVolumeWeightKg', 'double precision'],
    ['measuredChargeableWeightKg', 'double precision'],
    ['measuredTime', 'text'],
    ['exceptionReason', 'text'],
    ['exceptionExplanationZh', 'text'],
    ['exceptionExplanationEn', 'text'],
    ['exceptionNote', 'text'],
    ['exceptionSince', 'text'],
    ['exceptionRaisedBy', 'text'],
    ['exceptionInterruptedStatus', 'integer'],
  ]);
  await sql`update orders set "lastEventCode" = ${codeOfStatus('lastEventStatus')}`.execute(db);
  const newest = (column: string) =>
    sql`(select e.${sql.ref(column)} from tracking_events e where e."orderId" = orders.id order by e.time desc, e.id desc limit 1)`;
  await sql`update orders set "lastEventLocationZh" = coalesce(${newest('locationZh')}, ''), "lastEventLocationEn" = coalesce(${newest('locationEn')}, '')`.execute(db);
  // Orders held before exceptions had reasons: OTHER, explained by the event that held them; resolving resumes
  // the status before it (Submitted when there was none).
  const previousStatus = sql`(select e.status from tracking_events e where e."orderId" = orders.id and e.status <> 90 order by e.time desc, e.id desc limit 1)`;
  await sql`update orders set
      "exceptionReason" = 'OTHER',
      "exceptionExplanationZh" = "lastEventDescriptionZh",
      "exceptionExplanationEn" = "lastEventDescriptionEn",
      "exceptionNote" = '',
      "exceptionSince" = "lastEventTime",
      "exceptionInterruptedStatus" = coalesce(${previousStatus}, 10)
    where status = 90`.execute(db);
  // The staff list and the stale check read every customer's orders: indexes not led by userId.
  await db.schema.createIndex('orders_status_lastEventTime_idx').on('orders').columns(['status', 'lastEventTime']).execute();
  await db.schema.createIndex('orders_status_creationTime_idx').on('orders').columns(['status', 'creationTime']).execute();
  await db.schema.createIndex('orders_creationTime_idx').on('orders').column('creationTime').execute();
  await db.schema.createIndex('orders_lastEventTime_idx').on('orders').column('lastEventTime').execute();
  await db.schema.createIndex('orders_lastModificationTime_idx').on('orders').column('lastModificationTime').execute();
  await db.schema.createIndex('orders_measuredTime_idx').on('orders').column('measuredTime').execute();

  await db.schema
    .createTable('order_measured_parcels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('weightKg', 'double precision', (c) => c.notNull())
    .addColumn('lengthCm', 'double precision', (c) => c.notNull())
    .addColumn('widthCm', 'double precision', (c) => c.notNull())
    .addColumn('heightCm', 'double precision', (c) => c.notNull())
    .addColumn('volumeWeightKg', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_measured_parcels_orderId_sort_idx')
    .on('order_measured_parcels')
    .columns(['orderId', 'sort'])
    .execute();

  // ---- products: days without an event after which a parcel counts as stuck
  await addColumns(db, 'routings', [['staleAfterDays', 'integer', '3']]);
  await sql`update routings set "staleAfterDays" = 10 where "transportMode" = 20`.execute(db);

  // ---- batches (bag, MAWB, container) and their waybills
  await db.schema
    .createTable('batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('eta', 'text')
    .addColumn('isClosed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdBy', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .addColumn('lastModificationTime', 'text', (c) => c.notNull())
    .execute();
  // A reference is unique among the open batches of its type (a bag label is reused once the bag is closed).
  await db.schema
    .createIndex('batches_open_type_reference_uq')
    .on('batches')
    .columns(['type', 'reference'])
    .unique()
    .where(sql.ref('isClosed'), '=', 0)
    .execute();
  await db.schema.createIndex('batches_creationTime_idx').on('batches').column('creationTime').execute();

  await db.schema
    .createTable('batch_orders')
    .addColumn('batchId', 'text', (c) => c.notNull().references('batches.id').onDelete('cascade'))
    .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // Copies of the batch's type and open state, so one partial unique index keeps a waybill in at most one open
    // batch of each type (a bag inside a MAWB is fine, two open bags are not).
    .addColumn('batchType', 'text', (c) => c.notNull())
    .addColumn('isOpen', 'integer', (c) => c.notNull())
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('batch_orders_pk', ['batchId', 'orderId'])
    .execute();
  await db.schema
    .createIndex('batch_orders_open_order_type_uq')
    .on('batch_orders')
    .columns(['orderId', 'batchType'])
    .unique()
    .where(sql.ref('isOpen'), '=', 1)
    .execute();
  await db.schema.createIndex('batch_orders_orderId_idx').on('batch_orders').column('orderId').execute();

  // ---- the audit log (insert only)
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('actorId', 'text', (c) => c.notNull())
    .addColumn('actorUserName', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entityType', 'text', (c) => c.notNull())
    .addColumn('entityId', 'text', (c) => c.notNull())
    .addColumn('entityLabel', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_entries_time_idx').on('audit_entries').columns(['time', 'id']).execute();
  await db.schema.createIndex('audit_entries_actor_time_idx').on('audit_entries').columns(['actorUserName', 'time']).execute();
  await db.schema.createIndex('audit_entries_entity_time_idx').on('audit_entries').columns(['entityType', 'entityId', 'time']).execute();
  await db.schema.createIndex('audit_entries_action_time_idx').on('audit_entries').columns(['action', 'time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
  await db.schema.dropTable('batch_orders').execute();
  await db.schema.dropTable('batches').execute();
  await db.schema.dropTable('order_measured_parcels').execute();
  for (const index of [
    'orders_status_lastEventTime_idx',
    'orders_status_creationTime_idx',
    'orders_creationTime_idx',
    'orders_lastEventTime_idx',
    'orders_lastModificationTime_idx',
    'orders_measuredTime_idx',
    'users_userType_creationTime_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  const drop = async (table: string, columns: readonly string[]) => {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  };
  await drop('routings', ['staleAfterDays']);
  await drop('orders', [
    'lastEventCode',
    'lastEventLocationZh',
    'lastEventLocationEn',
    'measuredParcelCount',
    'measuredTotalWeightKg',
    'measuredVolumeWeightKg',
    'measuredChargeableWeightKg',
    'measuredTime',
    'exceptionReason',
    'exceptionExplanationZh',
    'exceptionExplanationEn',
    'exceptionNote',
    'exceptionSince',
    'exceptionRaisedBy',
    'exceptionInterruptedStatus',
  ]);
  await drop('tracking_events', ['code', 'timeZone', 'source', 'actorId', 'batchId']);
  // Staff accounts cannot stay under the narrower constraint: the rebuild fails while any exists.
  await drop('users', ['staffRole']);
  await setUserTypes(db, USER_TYPES_AFTER, USER_TYPES_BEFORE);
}
