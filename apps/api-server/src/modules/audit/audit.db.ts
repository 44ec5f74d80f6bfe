import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';
import type { AuditTables } from './audit.tables';

// The tables the audit module's code sees. Its repositories take `AuditDb`, over its own tables only: naming another
// module's table there does not compile, another module's rows come through that module's front door. Its services and
// handlers take its scope (`AuditScope`): its own tables and those of the front doors their transactions go through,
// which the server's database proves it has (src/modules/index.ts).

/** The tables the audit module owns. */
export type AuditOwnTables = AuditTables;
export type AuditDb = Executor<AuditOwnTables>;
export type AuditOwnTx = Tx<AuditOwnTables>;

/**
 * The audit module's scope
 */
export type AuditScope = AuditOwnTables & SequenceTables & SettingTables;
