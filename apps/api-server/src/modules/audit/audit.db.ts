import type { Kysely } from 'kysely';
import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';
import type { AuditTables } from './audit.tables';

// The tables the audit module's code sees. Its repositories (and any other file of it with SQL) take `AuditDb`: its own tables
// only, so naming another module's table does not compile; another module's rows come through that module's front
// door. Its services and handlers take `AuditExecutor`/`AuditTx`: its own tables and those of the front doors their
// transactions go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the audit module owns. */
export type AuditOwnTables = AuditTables;
export type AuditDb = Executor<AuditOwnTables>;
export type AuditOwnTx = Tx<AuditOwnTables>;
export type AuditOwnDatabase = Kysely<AuditOwnTables>;

/**
 * The audit module's scope
 */
export type AuditScope = AuditOwnTables & SequenceTables & SettingTables;
export type AuditExecutor = Executor<AuditScope>;
export type AuditTx = Tx<AuditScope>;
export type AuditDatabase = Kysely<AuditScope>;
