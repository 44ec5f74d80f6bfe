import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor } from '../../db/transaction';

// The tables the system module's code sees. Its repositories take `SystemDb`, over its own tables only: naming another
// module's table there does not compile, another module's rows come through that module's front door. Its services and
// handlers take its scope (`SystemScope`): its own tables and those of the front doors their transactions go through,
// which the server's database proves it has (src/modules/index.ts).

/** The tables the system module owns and the floor tables it keeps values in. */
export type SystemOwnTables = SettingTables;
export type SystemDb = Executor<SystemOwnTables>;

/**
 * The system module's scope: System keeps no table of its own: the tenant's branding is a named value of db/'s
 * settings.
 */
export type SystemScope = SystemOwnTables & SequenceTables;
export type SystemExecutor = Executor<SystemScope>;
