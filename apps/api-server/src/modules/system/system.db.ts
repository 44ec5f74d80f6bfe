import type { Kysely } from 'kysely';
import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';

// The tables the system module's code sees. Its repositories (and any other file of it with SQL) take `SystemDb`: its own tables
// only, so naming another module's table does not compile; another module's rows come through that module's front
// door. Its services and handlers take `SystemExecutor`/`SystemTx`: its own tables and those of the front doors their
// transactions go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the system module owns and the floor tables it keeps values in. */
export type SystemOwnTables = SettingTables;
export type SystemDb = Executor<SystemOwnTables>;
export type SystemOwnTx = Tx<SystemOwnTables>;
export type SystemOwnDatabase = Kysely<SystemOwnTables>;

/**
 * The system module's scope: System keeps no table of its own: the tenant's branding is a named value of db/'s settings.
 */
export type SystemScope = SystemOwnTables & SequenceTables & SettingTables;
export type SystemExecutor = Executor<SystemScope>;
export type SystemTx = Tx<SystemScope>;
export type SystemDatabase = Kysely<SystemScope>;
