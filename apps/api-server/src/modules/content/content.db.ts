import type { Kysely } from 'kysely';
import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';
import type { AuditTables } from '../audit';
import type { ContentTables } from './content.tables';

// The tables the content module's code sees. Its repositories take `ContentDb`, over its own tables only: naming
// another module's table there does not compile, another module's rows come through that module's front door. Its
// services and handlers take its scope (`ContentScope`): its own tables and those of the front doors their transactions
// go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the content module owns. */
export type ContentOwnTables = ContentTables;
export type ContentDb = Executor<ContentOwnTables>;
export type ContentOwnTx = Tx<ContentOwnTables>;

/**
 * The content module's scope: Writes record their audit entry in the same transaction.
 */
export type ContentScope = ContentOwnTables & AuditTables & SettingTables & SequenceTables;
export type ContentExecutor = Executor<ContentScope>;
export type ContentTx = Tx<ContentScope>;
export type ContentDatabase = Kysely<ContentScope>;
