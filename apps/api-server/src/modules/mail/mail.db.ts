import type { Kysely } from 'kysely';
import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor } from '../../db/transaction';
import type { AuditTables } from '../audit';
import type { MailTables } from './mail.tables';

// The tables the mail module's code sees. Its repositories take `MailDb`, over its own tables only: naming another
// module's table there does not compile, another module's rows come through that module's front door. Its services and
// handlers take its scope (`MailScope`): its own tables and those of the front doors their transactions go through,
// which the server's database proves it has (src/modules/index.ts).

/** The tables the mail module owns. */
export type MailOwnTables = MailTables;
export type MailDb = Executor<MailOwnTables>;
export type MailOwnDatabase = Kysely<MailOwnTables>;

/**
 * The mail module's scope: A staff resend writes its audit entry; templates read the tenant's branding.
 */
export type MailScope = MailOwnTables & AuditTables & SettingTables & SequenceTables;
export type MailExecutor = Executor<MailScope>;
export type MailDatabase = Kysely<MailScope>;
