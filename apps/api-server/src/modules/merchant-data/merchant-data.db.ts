import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor } from '../../db/transaction';
import type { AccountsTables } from '../accounts';
import type { MerchantDataTables } from './merchant-data.tables';

// The tables the merchant-data module's code sees. Its repositories take `MerchantDataDb`, over its own tables only:
// naming another module's table there does not compile, another module's rows come through that module's front door.
// Its services and handlers take its scope (`MerchantDataScope`): its own tables and those of the front doors their
// transactions go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the merchant-data module owns. */
export type MerchantDataOwnTables = MerchantDataTables;
export type MerchantDataDb = Executor<MerchantDataOwnTables>;

/**
 * The merchant-data module's scope: Records name their owners through accounts.
 */
export type MerchantDataScope = MerchantDataOwnTables & AccountsTables & SettingTables & SequenceTables;
export type MerchantDataExecutor = Executor<MerchantDataScope>;
