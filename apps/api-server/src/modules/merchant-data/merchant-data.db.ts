import type { Kysely } from 'kysely';
import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';
import type { AccountsTables } from '../accounts';
import type { MerchantDataTables } from './merchant-data.tables';

// The tables the merchant-data module's code sees. Its repositories (and any other file of it with SQL) take `MerchantDataDb`: its own tables
// only, so naming another module's table does not compile; another module's rows come through that module's front
// door. Its services and handlers take `MerchantDataExecutor`/`MerchantDataTx`: its own tables and those of the front doors their
// transactions go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the merchant-data module owns. */
export type MerchantDataOwnTables = MerchantDataTables;
export type MerchantDataDb = Executor<MerchantDataOwnTables>;
export type MerchantDataOwnTx = Tx<MerchantDataOwnTables>;
export type MerchantDataOwnDatabase = Kysely<MerchantDataOwnTables>;

/**
 * The merchant-data module's scope: Records name their owners through accounts.
 */
export type MerchantDataScope = MerchantDataOwnTables & AccountsTables & SettingTables & SequenceTables;
export type MerchantDataExecutor = Executor<MerchantDataScope>;
export type MerchantDataTx = Tx<MerchantDataScope>;
export type MerchantDataDatabase = Kysely<MerchantDataScope>;
