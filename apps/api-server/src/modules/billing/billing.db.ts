import type { SettingTables } from '../../db/db.tables';
import type { Executor, Tx } from '../../db/transaction';
import type { RatesTables } from '../rates';
import type { BillingTables } from './billing.tables';

// The tables the billing module's code sees. Its repositories take `BillingDb`, over its own tables only; its
// services take its scope (`BillingScope`): its own tables, the rates module's (a charge is priced through its front
// door) and the settings (the site's currency).

export type BillingOwnTables = BillingTables;
export type BillingDb = Executor<BillingOwnTables>;

/** The billing module's scope. */
export type BillingScope = BillingOwnTables & RatesTables & SettingTables;
export type BillingExecutor = Executor<BillingScope>;
export type BillingTx = Tx<BillingScope>;
