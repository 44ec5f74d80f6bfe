import type { Kysely } from 'kysely';
import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';
import type { RateLimitTables } from '../../rate-limits';
import type { AccountsTables } from '../accounts';
import type { AuditTables } from '../audit';
import type { BillingTables } from '../billing';
import type { MailTables } from '../mail';
import type { RatesTables } from '../rates';
import type { RegionsTables } from '../regions';
import type { OrdersTables } from './orders.tables';

// The tables the orders module's code sees. Its repositories take `OrdersDb`, over its own tables only: naming another
// module's table there does not compile, another module's rows come through that module's front door. Its services and
// handlers take its scope (`OrdersScope`): its own tables and those of the front doors their transactions go through,
// which the server's database proves it has (src/modules/index.ts).

/** The tables the orders module owns and the floor tables it keeps values in. */
export type OrdersOwnTables = OrdersTables & SequenceTables;
export type OrdersDb = Executor<OrdersOwnTables>;
export type OrdersOwnTx = Tx<OrdersOwnTables>;

/**
 * The orders module's scope: Orders name their customers and products through accounts and rates, check regions, and
 * an event's transaction also writes its audit entry and its status mail (the outbox), receiving charges the order
 * (billing).
 */
export type OrdersScope = OrdersOwnTables &
  AccountsTables &
  RatesTables &
  RegionsTables &
  AuditTables &
  BillingTables &
  MailTables &
  SettingTables &
  RateLimitTables;
export type OrdersExecutor = Executor<OrdersScope>;
export type OrdersTx = Tx<OrdersScope>;
export type OrdersDatabase = Kysely<OrdersScope>;
