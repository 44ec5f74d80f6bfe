import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';
import type { RegionsTables } from './regions.tables';

// The tables the regions module's code sees. Its repositories take `RegionsDb`, over its own tables only: naming
// another module's table there does not compile, another module's rows come through that module's front door. Its
// services and handlers take its scope (`RegionsScope`): its own tables and those of the front doors their transactions
// go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the regions module owns and the floor tables it keeps values in. */
export type RegionsOwnTables = RegionsTables & SettingTables;
export type RegionsDb = Executor<RegionsOwnTables>;
export type RegionsOwnTx = Tx<RegionsOwnTables>;

/**
 * The regions module's scope: Its data version is a named value of db/'s settings.
 */
export type RegionsScope = RegionsOwnTables & SequenceTables;
