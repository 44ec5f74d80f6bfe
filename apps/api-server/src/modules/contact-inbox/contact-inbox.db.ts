import type { Kysely } from 'kysely';
import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';
import type { AccountsTables } from '../accounts';
import type { AuditTables } from '../audit';
import type { MailTables } from '../mail';
import type { ContactInboxTables } from './contact-inbox.tables';

// The tables the contact-inbox module's code sees. Its repositories take `ContactInboxDb`, over its own tables only:
// naming another module's table there does not compile, another module's rows come through that module's front door.
// Its services and handlers take its scope (`ContactInboxScope`): its own tables and those of the front doors their
// transactions go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the contact-inbox module owns. */
export type ContactInboxOwnTables = ContactInboxTables;
export type ContactInboxDb = Executor<ContactInboxOwnTables>;

/**
 * The contact-inbox module's scope: A reply names its staff author, records its audit entry and queues its mail in
 * the same transaction.
 */
export type ContactInboxScope = ContactInboxOwnTables &
  AccountsTables &
  AuditTables &
  MailTables &
  SettingTables &
  SequenceTables;
export type ContactInboxExecutor = Executor<ContactInboxScope>;
export type ContactInboxTx = Tx<ContactInboxScope>;
export type ContactInboxDatabase = Kysely<ContactInboxScope>;
