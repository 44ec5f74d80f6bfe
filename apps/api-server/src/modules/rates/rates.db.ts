import type { Kysely } from 'kysely';
import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';
import type { RateLimitTables } from '../../rate-limits';
import type { AuditTables } from '../audit';
import type { OrdersTables } from '../orders';
import type { RegionsTables } from '../regions';
import type { RatesTables } from './rates.tables';

// The tables the rates module's code sees. Its repositories take `RatesDb`, over its own tables only: naming another
// module's table there does not compile, another module's rows come through that module's front door. Its services and
// handlers take its scope (`RatesScope`): its own tables and those of the front doors their transactions go through,
// which the server's database proves it has (src/modules/index.ts).

/** The tables the rates module owns. */
export type RatesOwnTables = RatesTables;
export type RatesDb = Executor<RatesOwnTables>;
export type RatesOwnTx = Tx<RatesOwnTables>;

/**
 * The rates module's scope: The quote reads regions, writes record their audit entry, the staff's product list counts
 * orders through orders' front door, the quote is rate-limited.
 */
export type RatesScope = RatesOwnTables &
  RegionsTables &
  AuditTables &
  OrdersTables &
  RateLimitTables &
  SequenceTables &
  SettingTables;
export type RatesExecutor = Executor<RatesScope>;
export type RatesTx = Tx<RatesScope>;
export type RatesDatabase = Kysely<RatesScope>;
