import type { Kysely } from 'kysely';
import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';
import type { AccountsTables } from '../accounts';
import type { AuditTables } from '../audit';
import type { MailTables } from '../mail';
import type { ContactInboxTables } from './contact-inbox.tables';

// The tables the contact-inbox module's code sees. Its repositories (and any other file of it with SQL) take `ContactInboxDb`: its own tables
// only, so naming another module's table does not compile; another module's rows come through that module's front
// door. Its services and handlers take `ContactInboxExecutor`/`ContactInboxTx`: its own tables and those of the front doors their
// transactions go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the contact-inbox module owns. */
export type ContactInboxOwnTables = ContactInboxTables;
export type ContactInboxDb = Executor<ContactInboxOwnTables>;
export type ContactInboxOwnTx = Tx<ContactInboxOwnTables>;
export type ContactInboxOwnDatabase = Kysely<ContactInboxOwnTables>;

/**
 * The contact-inbox module's scope: A reply names its staff author, records its audit entry and queues its mail in the same transaction.
 */
export type ContactInboxScope = ContactInboxOwnTables & AccountsTables & AuditTables & MailTables & SettingTables & SequenceTables;
export type ContactInboxExecutor = Executor<ContactInboxScope>;
export type ContactInboxTx = Tx<ContactInboxScope>;
export type ContactInboxDatabase = Kysely<ContactInboxScope>;
