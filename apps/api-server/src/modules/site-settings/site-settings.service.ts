import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import { inTransaction } from '../../db/transaction';
import type { ValidationIssue } from '../../errors/app-errors';
import { ValidationError } from '../../errors/app-errors';
import { isAnalyticsOrigin } from '../../http/analytics-snippet';
import { isSupportedTimeZone } from '../../i18n/time-zones';
import { EMAIL_PATTERN } from '../accounts';
import { recordAudit, type AuditActor } from '../audit';
import { readStoredTenantSettings, writeTenantSettings } from '../system';
import type { SiteSettingsDatabase } from './site-settings.db';

// The tenant's settings as admins edit them in the console (the contract marks both operations
// `x-staff-role: admin`). They stay one JSON document in the settings table (modules/system/tenant-settings.ts),
// which the public configuration and the public site's pages read at every request: a change shows at once.

type SiteSettings = components['schemas']['SiteSettings'];

/** The settings are one document, not a row with an id: its audit entries all name this fixed id. */
export const SITE_SETTINGS_ENTITY_ID = '00000000-0000-4000-8000-000000000013';

export const getSiteSettings = (db: SiteSettingsDatabase): Promise<SiteSettings> => readStoredTenantSettings(db);

const IMAGE_FIELDS = ['logoUrl', 'faviconUrl', 'wechatQrCodeUrl'] as const;
const LINK_FIELDS = ['facebookLink', 'oldWebsiteUrl'] as const;
const TEXT_FIELDS = ['displaySiteName', 'customerServiceMail', 'copyright', 'companyName', 'icpNumber', 'icp2Number', 'timeZone', ...IMAGE_FIELDS, ...LINK_FIELDS] as const;

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
/** A picture this product serves (the seed's assets, uploaded site images) or one on another http(s) site. */
const OWN_PATH = /^\/api\/f\/[^\s?#]+$/;
/** Loose on purpose: provinces and formats vary (粤ICP备20260001号-1, 京ICP证030173号); a number must be there. */
const ICP_NUMBER = /^[^\s].*ICP.*\d/i;
const SECURITY_FILING = /^[^\s].*\d/;

const issue = (member: string, messageKey: string): ValidationIssue => ({ members: [member], messageKey });

function issuesOf(input: SiteSettings): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!input.displaySiteName) issues.push({ members: ['displaySiteName'], messageKey: 'Validation:Required', params: { field: 'displaySiteName' } });
  if (input.customerServiceMail && !EMAIL_PATTERN.test(input.customerServiceMail)) issues.push(issue('customerServiceMail', 'Accounts:InvalidEmail'));
  for (const field of IMAGE_FIELDS) {
    if (input[field] && !OWN_PATH.test(input[field]) && !HTTP_URL.test(input[field])) issues.push(issue(field, 'SiteSettings:InvalidImageUrl'));
  }
  for (const field of LINK_FIELDS) if (input[field] && !HTTP_URL.test(input[field])) issues.push(issue(field, 'SiteSettings:InvalidLink'));
  if (input.icpNumber && !ICP_NUMBER.test(input.icpNumber)) issues.push(issue('icpNumber', 'SiteSettings:InvalidIcpNumber'));
  if (input.icp2Number && !SECURITY_FILING.test(input.icp2Number)) issues.push(issue('icp2Number', 'SiteSettings:InvalidSecurityFiling'));
  if (!isSupportedTimeZone(input.timeZone)) issues.push({ members: ['timeZone'], messageKey: 'SiteSettings:InvalidTimeZone', params: { timeZone: input.timeZone } });
  input.analyticsScriptOrigins.forEach((origin, index) => {
    if (!isAnalyticsOrigin(origin)) issues.push(issue(`analyticsScriptOrigins[${index}]`, 'SiteSettings:InvalidOrigin'));
  });
  return issues;
}

/** Trimmed, origins lower-cased without a trailing slash and each listed once. */
function normalised(input: SiteSettings): SiteSettings {
  const result = { ...input };
  for (const field of TEXT_FIELDS) result[field] = input[field].trim();
  result.siteStatisticalCode = input.siteStatisticalCode.trim();
  result.analyticsScriptOrigins = [...new Set(input.analyticsScriptOrigins.map((o) => o.trim().toLowerCase().replace(/\/+$/, '')).filter(Boolean))];
  return result;
}

/** Replaces every setting; audited with the fields that changed (nothing changed: nothing audited). */
export async function updateSiteSettings(db: SiteSettingsDatabase, actor: AuditActor, input: SiteSettings): Promise<SiteSettings> {
  const next = normalised(input);
  const issues = issuesOf(next);
  if (issues.length) throw new ValidationError(issues);
  await inTransaction(db, async (trx) => {
    const before: SiteSettings = await readStoredTenantSettings(trx);
    const changed = (Object.keys(next) as (keyof SiteSettings)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]));
    if (changed.length === 0) return;
    await writeTenantSettings(trx, next);
    await recordAudit(trx, actor, {
      action: AuditAction.SiteSettingsUpdate,
      entityType: AuditEntityType.SiteSettings,
      entityId: SITE_SETTINGS_ENTITY_ID,
      entityLabel: next.displaySiteName,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
  });
  return getSiteSettings(db);
}
