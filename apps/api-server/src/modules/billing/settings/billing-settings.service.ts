import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import type { SettingTables } from '../../../db/db.tables';
import { readSetting, writeSetting } from '../../../db/settings';
import { inTransaction, type Executor } from '../../../db/transaction';
import { recordAudit, type AuditActor } from '../../audit';
import type { BillingDatabase } from '../billing.db';

// The forwarder's details statements and invoices print beside the site settings' trading name, company name and
// service mail: the English company name, the address in both languages, telephone, tax number and bank account.
// One JSON document under a setting kept by billing (as the site's currency is), edited by admins (api-ops).

export type BillingSettings = components['schemas']['BillingSettings'];

export const BILLING_SETTINGS = 'Billing.CompanyDetails';

/** The settings' audit entries all name this fixed id (they are one document, not a row). */
const BILLING_SETTINGS_ENTITY_ID = '00000000-0000-4000-8000-000000000029';

const EMPTY: BillingSettings = { companyNameEn: '', addressZh: '', addressEn: '', phone: '', taxNumber: '', bankName: '', bankAccount: '' };
const FIELDS = Object.keys(EMPTY) as (keyof BillingSettings)[];

/** The stored details, each field '' until an admin fills it. */
export async function readBillingSettings(db: Executor<SettingTables>): Promise<BillingSettings> {
  const stored = await readSetting(db, BILLING_SETTINGS);
  const parsed = stored ? (JSON.parse(stored) as Partial<BillingSettings>) : {};
  return Object.fromEntries(FIELDS.map((field) => [field, typeof parsed[field] === 'string' ? parsed[field] : ''])) as BillingSettings;
}

/** Replaces the details (trimmed); audited with the fields that changed (none changed: not audited). */
export async function updateBillingSettings(db: BillingDatabase, actor: AuditActor, input: BillingSettings): Promise<BillingSettings> {
  const next = Object.fromEntries(FIELDS.map((field) => [field, input[field].trim()])) as BillingSettings;
  return inTransaction(db, async (trx) => {
    const before = await readBillingSettings(trx);
    const changed = FIELDS.filter((field) => before[field] !== next[field]);
    if (changed.length === 0) return before;
    await writeSetting(trx, BILLING_SETTINGS, JSON.stringify(next));
    await recordAudit(trx, actor, {
      action: AuditAction.BillingSettingsUpdate,
      entityType: AuditEntityType.SiteSettings,
      entityId: BILLING_SETTINGS_ENTITY_ID,
      entityLabel: next.companyNameEn || 'billing',
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, next[field]])),
    });
    return next;
  });
}
