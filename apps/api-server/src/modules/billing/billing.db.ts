import type { SequenceTables, SettingTables } from '../../db/db.tables';
import type { Kysely } from 'kysely';
import type { Executor, Tx } from '../../db/transaction';
import type { AccountsTables } from '../accounts';
import type { AuditTables } from '../audit';
import type { MailTables } from '../mail';
import type { RatesTables } from '../rates';
import type { BillingTables } from './billing.tables';

// The tables the billing module's code sees. Its repositories take `BillingDb`, over its own tables only; its
// services take its scope (`BillingScope`): its own tables, the rates module's (a charge is priced through its front
// door), the settings (the site's currency), the accounts' (whether an id is a customer, and their user name) and
// the audit log's (staff writes are audited in their transaction) and the mail outbox's (an order held or released,
// a top-up notice's answer: mailed in their transaction).

export type BillingOwnTables = BillingTables;
export type BillingDb = Executor<BillingOwnTables>;

/** The billing module's scope. */
export type BillingScope = BillingOwnTables & RatesTables & SettingTables & SequenceTables & AccountsTables & AuditTables & MailTables;
export type BillingExecutor = Executor<BillingScope>;
export type BillingTx = Tx<BillingScope>;
export type BillingDatabase = Kysely<BillingScope>;
