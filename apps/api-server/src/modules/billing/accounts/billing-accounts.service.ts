import { sql } from 'kysely';
import type { SettingTables } from '../../../db/db.tables';
import { readSetting } from '../../../db/settings';
import { isPostgres, type Executor } from '../../../db/transaction';
import type { BillingOwnTables } from '../billing.db';
import { SITE_CURRENCY_LOCK } from '../ledger/ledger.repository';
import { findBillingAccount } from './billing-accounts.repository';

// A customer's account: prepaid (余额) or monthly credit (月结) with a limit, in one currency. Most customers have
// no row and are prepaid in the site's currency; admins will set the others (a later slice of issue 29).

export type AccountKind = 'prepaid' | 'credit';

export interface BillingAccount {
  customerId: string;
  kind: AccountKind;
  creditLimitMinor: number;
  currency: string;
}

/** The setting holding the site's currency (an ISO 4217 code), kept by the billing module. */
export const SITE_CURRENCY_SETTING = 'Billing.SiteCurrency';
export const DEFAULT_SITE_CURRENCY = 'CNY';

/**
 * PostgreSQL: every reader of the site's currency for a customer without an account holds this lock shared until its
 * transaction ends, and a change of the currency holds it exclusively, so a change waits for the charges, payments
 * and notices already priced in the old currency and then gives those customers an account in it (see
 * ../settings/billing-settings.service.ts). Ledger writers take it shared before their customer's lock
 * (`lockCustomerLedger`), so the order of the two is the same everywhere. SQLite runs one write transaction at a
 * time: nothing to lock.
 */
export async function lockSiteCurrency(db: Executor<SettingTables>, mode: 'shared' | 'exclusive'): Promise<void> {
  if (!isPostgres(db)) return;
  if (mode === 'shared') await sql`select pg_advisory_xact_lock_shared(hashtext(${SITE_CURRENCY_LOCK}))`.execute(db);
  else await sql`select pg_advisory_xact_lock(hashtext(${SITE_CURRENCY_LOCK}))`.execute(db);
}

/** The currency of the site: customers without an account of their own are billed in it. */
export async function siteCurrency(db: Executor<SettingTables>): Promise<string> {
  return (await readSetting(db, SITE_CURRENCY_SETTING)) ?? DEFAULT_SITE_CURRENCY;
}

/** The customer's account, or the default one: prepaid, no credit, in the site's currency. */
export async function billingAccountOf(db: Executor<BillingOwnTables & SettingTables>, customerId: string): Promise<BillingAccount> {
  const row = await findBillingAccount(db, customerId);
  if (row) return { customerId, kind: row.kind as AccountKind, creditLimitMinor: Number(row.creditLimitMinor), currency: row.currency };
  await lockSiteCurrency(db, 'shared');
  return { customerId, kind: 'prepaid', creditLimitMinor: 0, currency: await siteCurrency(db) };
}
