// Generated orders and tracking events for the bench, and their bulk load into SQLite (prepared statements in
// batched transactions) or PostgreSQL (one INSERT … SELECT FROM unnest(arrays) per batch: a few statements instead
// of a million; the API would be the bottleneck either way).
import { randomUUID } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { Client } from 'pg';
import { OrderStatus, TransportMode } from '@forwarder/contracts/api-f';
import { formatWaybillNumber, waybillSequenceName } from '../src/modules/orders';
import { routingIdOf } from '../src/modules/rates';
import { regionId } from '../src/modules/regions';

export const EVENTS_PER_ORDER = 4;
const BATCH = 20_000;

const ORDER_COLUMNS = [
  'id', 'userId', 'waybillNumber', 'routingId', 'transportMode', 'status',
  'senderName', 'senderCompanyName', 'senderPhoneNumber', 'senderEmail', 'senderCountryCode', 'senderRegionLv0Id', 'senderRegionLv1Id',
  'senderRegionLv2Id', 'senderRegionLv3Id', 'senderStreet', 'senderPostalCode',
  'receiverName', 'receiverCompanyName', 'receiverPhoneNumber', 'receiverEmail', 'receiverCountryCode', 'receiverRegionLv0Id',
  'receiverRegionLv1Id', 'receiverRegionLv2Id', 'receiverRegionLv3Id', 'receiverStreet', 'receiverPostalCode',
  'parcelCount', 'totalWeightKg', 'volumeWeightKg', 'chargeableWeightKg', 'declaredValue', 'declaredCurrency', 'customerReference', 'remark',
  'lastEventTime', 'lastEventStatus', 'lastEventDescriptionZh', 'lastEventDescriptionEn', 'creationTime', 'lastModificationTime',
] as const;
const EVENT_COLUMNS = ['id', 'orderId', 'time', 'status', 'locationZh', 'locationEn', 'descriptionZh', 'descriptionEn'] as const;

type Cell = string | number | null;

export interface SeedPlan {
  orders: number;
  /** Owner of order i: owners[i % owners.length]. */
  owners: readonly string[];
  /** Creation times run from a year before `now` up to `now`, oldest first. */
  now: number;
}

/** The number of order i (1-based serial; every fifth is sea freight). */
export function benchWaybill(serial: number): string {
  return formatWaybillNumber(serial % 5 === 1 ? 'FS' : 'FA', serial);
}

function* generate(plan: SeedPlan, from: number, to: number): Generator<{ order: Cell[]; events: Cell[][] }> {
  const air = routingIdOf('AIR-STD');
  const sea = routingIdOf('SEA-LCL');
  const cn = [regionId(0, 'CN'), regionId(1, '440000'), regionId(2, '440300'), regionId(3, '440305')];
  const us = [regionId(0, 'US'), regionId(1, 'US-NY')];
  const statuses = Object.values(OrderStatus);
  const steps = [
    [OrderStatus.Submitted, '网上下单', 'Online', '订单已提交', 'Order submitted'],
    [OrderStatus.Received, '深圳仓库', 'Shenzhen warehouse', '包裹已入仓', 'Received at the warehouse'],
    [OrderStatus.InTransit, '香港国际机场', 'Hong Kong International Airport', '航班已起飞', 'Flight departed'],
    [OrderStatus.CustomsClearance, '纽约肯尼迪国际机场', 'New York JFK Airport', '进口清关中', 'Import customs clearance in progress'],
  ] as const;
  const yearMs = 365 * 24 * 3600 * 1000;
  for (let i = from; i < to; i++) {
    const serial = i + 1;
    const id = randomUUID();
    const isSea = serial % 5 === 1;
    const created = plan.now - Math.floor(((plan.orders - i) / plan.orders) * yearMs);
    const status = statuses[i % statuses.length] ?? OrderStatus.Submitted;
    const times = steps.map((_, k) => new Date(created + k * 7_200_000).toISOString());
    const last = steps[EVENTS_PER_ORDER - 1] ?? steps[0];
    const order: Cell[] = [
      id, plan.owners[i % plan.owners.length] ?? null, benchWaybill(serial), isSea ? sea : air, isSea ? TransportMode.SEA : TransportMode.AIR, status,
      '张伟', '深圳市环球优品电子有限公司', '+86 755 8888 1234', 'zhangwei@example.cn', 'CN', cn[0] ?? null, cn[1] ?? null, cn[2] ?? null, cn[3] ?? null, '深南大道 9988 号', '518057',
      `Receiver ${i}`, '', '+1 212 555 0100', '', 'US', us[0] ?? null, us[1] ?? null, null, null, '350 5th Ave', '10118',
      2, 7, 8, 8, 125, 'USD', `SHOP-${i}`, '',
      times[EVENTS_PER_ORDER - 1] ?? null, last[0], last[3], last[4], times[0] ?? null, times[EVENTS_PER_ORDER - 1] ?? null,
    ];
    const events = steps.slice(0, EVENTS_PER_ORDER).map(([s, lz, le, dz, de], k): Cell[] => [randomUUID(), id, times[k] ?? null, s, lz, le, dz, de]);
    yield { order, events };
  }
}

function progress(done: number, started: number): void {
  if ((done / BATCH) % 10 === 0) process.stdout.write(`  ${done.toLocaleString('en')} orders (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
}

export function seedSqlite(sqliteFile: string, plan: SeedPlan): void {
  const db = new SqliteDatabase(sqliteFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const quoted = (cols: readonly string[]) => cols.map((c) => `"${c}"`).join(',');
  const insertOrder = db.prepare(`insert into orders (${quoted(ORDER_COLUMNS)}) values (${ORDER_COLUMNS.map(() => '?').join(',')})`);
  const insertEvent = db.prepare(`insert into tracking_events (${quoted(EVENT_COLUMNS)}) values (${EVENT_COLUMNS.map(() => '?').join(',')})`);
  const insertBatch = db.transaction((from: number, to: number) => {
    for (const { order, events } of generate(plan, from, to)) {
      insertOrder.run(...order);
      for (const event of events) insertEvent.run(...event);
    }
  });
  const started = Date.now();
  for (let from = 0; from < plan.orders; from += BATCH) {
    insertBatch(from, Math.min(plan.orders, from + BATCH));
    progress(from + BATCH, started);
  }
  db.prepare('insert into sequences (name, value) values (?, ?), (?, ?)').run(waybillSequenceName('FA'), plan.orders, waybillSequenceName('FS'), plan.orders);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('analyze');
  db.close();
}

/** `insert into t (cols) select * from unnest($1::type[], …)`: one statement carries a whole batch. */
async function unnestInsert(client: Client, table: string, columns: readonly string[], rows: Cell[][]): Promise<void> {
  const types = await columnTypes(client, table);
  const arrays = columns.map((_, c) => rows.map((row) => row[c] ?? null));
  const casts = columns.map((col, c) => `$${c + 1}::${types.get(col) ?? 'text'}[]`).join(',');
  await client.query(`insert into ${table} (${columns.map((c) => `"${c}"`).join(',')}) select * from unnest(${casts})`, arrays);
}

const typeCache = new Map<string, Map<string, string>>();
async function columnTypes(client: Client, table: string): Promise<Map<string, string>> {
  const cached = typeCache.get(table);
  if (cached) return cached;
  const res = await client.query<{ column_name: string; data_type: string }>(
    'select column_name, data_type from information_schema.columns where table_name = $1',
    [table],
  );
  const types = new Map(res.rows.map((r) => [r.column_name, r.data_type]));
  typeCache.set(table, types);
  return types;
}

export async function seedPostgres(databaseUrl: string, plan: SeedPlan): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    const started = Date.now();
    for (let from = 0; from < plan.orders; from += BATCH) {
      const orders: Cell[][] = [];
      const events: Cell[][] = [];
      for (const row of generate(plan, from, Math.min(plan.orders, from + BATCH))) {
        orders.push(row.order);
        events.push(...row.events);
      }
      await client.query('begin');
      await unnestInsert(client, 'orders', ORDER_COLUMNS, orders);
      await unnestInsert(client, 'tracking_events', EVENT_COLUMNS, events);
      await client.query('commit');
      progress(from + BATCH, started);
    }
    await client.query('insert into sequences (name, value) values ($1, $2), ($3, $2)', [waybillSequenceName('FA'), plan.orders, waybillSequenceName('FS')]);
    await client.query('vacuum analyze orders');
    await client.query('vacuum analyze tracking_events');
  } finally {
    await client.end();
  }
}
