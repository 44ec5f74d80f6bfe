import type { Kysely } from 'kysely';
import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';
import type { AuditTables } from '../audit';
import type { MailTables } from '../mail';
import type { OrdersTables } from '../orders';
import type { RegionsTables } from '../regions';
import type { AccountsTables } from './accounts.tables';

// The tables the accounts module's code sees. Its repositories take `AccountsDb`, over its own tables only: naming
// another module's table there does not compile, another module's rows come through that module's front door. Its
// services and handlers take its scope (`AccountsScope`): its own tables and those of the front doors their
// transactions go through, which the server's database proves it has (src/modules/index.ts).

/** The tables the accounts module owns and the floor tables it keeps values in. */
export type AccountsOwnTables = AccountsTables & SequenceTables;
export type AccountsDb = Executor<AccountsOwnTables>;

/**
 * The accounts module's scope: Addresses check their regions; the staff's customer list counts orders through orders'
 * front door; writes record their audit entry and queue their mail in the same transaction.
 */
export type AccountsScope = AccountsOwnTables & OrdersTables & RegionsTables & AuditTables & MailTables & SettingTables;
export type AccountsExecutor = Executor<AccountsScope>;
export type AccountsTx = Tx<AccountsScope>;
export type AccountsDatabase = Kysely<AccountsScope>;
