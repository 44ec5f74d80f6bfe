import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import type { SettingTables } from '../../../db/db.tables';
import { nowIso } from '../../../db/ids';
import { readSetting, writeSetting } from '../../../db/settings';
import { inTransaction, type Executor } from '../../../db/transaction';
import { recordAudit, type AuditActor } from '../../audit';
import { pinDefaultAccounts } from '../accounts/billing-accounts.repository';
import { lockSiteCurrency, SITE_CURRENCY_SETTING, siteCurrency } from '../accounts/billing-accounts.service';
import type { BillingDatabase, BillingTx } from '../billing.db';

// The forwarder's details statements and invoices print beside the site settings' trading name, company name and
// service mail: the English company name, the address in both languages, telephone, tax number and bank account.
// One JSON document under a setting kept by billing, edited by admins (api-ops) together with the site's currency
// (a setting of its own, which customers without an account of their own are billed in).

export type BillingSettings = components['schemas']['BillingSettings'];

export const BILLING_SETTINGS = 'Billing.CompanyDetails';

/** The settings' audit entries all name this fixed id (they are one document, not a row). */
const BILLING_SETTINGS_ENTITY_ID = '00000000-0000-4000-8000-000000000029';

export type CompanyDetails = Omit<BillingSettings, 'siteCurrency'>;

const EMPTY: CompanyDetails = { companyNameEn: '', addressZh: '', addressEn: '', phone: '', taxNumber: '', bankName: '', bankAccount: '' };
const FIELDS = Object.keys(EMPTY) as (keyof CompanyDetails)[];

/** The stored details, each field '' until an admin fills it. */
export async function readCompanyDetails(db: Executor<SettingTables>): Promise<CompanyDetails> {
  const stored = await readSetting(db, BILLING_SETTINGS);
  const parsed = stored ? (JSON.parse(stored) as Partial<CompanyDetails>) : {};
  return Object.fromEntries(FIELDS.map((field) => [field, typeof parsed[field] === 'string' ? parsed[field] : ''])) as CompanyDetails;
}

/** The details and the site's currency, as admins edit them. */
export async function readBillingSettings(db: Executor<SettingTables>): Promise<Required<BillingSettings>> {
  const [details, currency] = await Promise.all([readCompanyDetails(db), siteCurrency(db)]);
  return { ...details, siteCurrency: currency as Required<BillingSettings>['siteCurrency'] };
}

/**
 * A new site currency: customers billed in the old one by default (entries or notices, no account row) get an
 * account in it first, so no one's books change currency. The exclusive lock waits for transactions that priced in
 * the old currency (they hold it shared) and keeps new ones out until this commits; the caller took it before
 * reading the old currency. Answers how many were pinned.
 */
async function changeSiteCurrency(trx: BillingTx, from: string, to: string): Promise<number> {
  const pinned = await pinDefaultAccounts(trx, from, nowIso());
  await writeSetting(trx, SITE_CURRENCY_SETTING, to);
  return pinned;
}

/**
 * Replaces the details (trimmed) and, when given, the site's currency; audited with the fields that changed (none
 * changed: not audited) and, for a new currency, how many customers kept the old one in an account of their own.
 */
export async function updateBillingSettings(db: BillingDatabase, actor: AuditActor, input: BillingSettings): Promise<BillingSettings> {
  return inTransaction(db, async (trx) => {
    // Before reading the current currency: two changes at once then run one after the other, each from what the
    // other left.
    if (input.siteCurrency) await lockSiteCurrency(trx, 'exclusive');
    const before = await readBillingSettings(trx);
    const next = { ...(Object.fromEntries(FIELDS.map((field) => [field, input[field].trim()])) as CompanyDetails), siteCurrency: input.siteCurrency ?? before.siteCurrency };
    const changed = [...FIELDS, 'siteCurrency' as const].filter((field) => before[field] !== next[field]);
    if (changed.length === 0) return before;
    if (FIELDS.some((field) => before[field] !== next[field])) {
      await writeSetting(trx, BILLING_SETTINGS, JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, next[field]]))));
    }
    const pinned = next.siteCurrency === before.siteCurrency ? undefined : await changeSiteCurrency(trx, before.siteCurrency, next.siteCurrency);
    await recordAudit(trx, actor, {
      action: AuditAction.BillingSettingsUpdate,
      entityType: AuditEntityType.SiteSettings,
      entityId: BILLING_SETTINGS_ENTITY_ID,
      entityLabel: next.companyNameEn || 'billing',
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: { ...Object.fromEntries(changed.map((field) => [field, next[field]])), ...(pinned === undefined ? {} : { customersKeepingCurrency: pinned }) },
    });
    return next;
  });
}
