import type { components } from '@forwarder/contracts/api-f';
import { nowIso } from '../../db/ids';
import type { Executor } from '../../db/transaction';

type TenantExtra = components['schemas']['TenantExtra'];

/** The tenant's branding lives in the core `settings` table as one JSON document under this key. */
export const TENANT_SETTINGS_KEY = 'System.TenantSettings';

export const DEFAULT_TENANT_SETTINGS: TenantExtra = {
  logoUrl: '/api/f/assets/logo.svg',
  faviconUrl: '/api/f/assets/favicon.svg',
  displaySiteName: '环宇国际物流 Globe Freight',
  customerServiceMail: 'service@globe-freight.example',
  facebookLink: 'https://www.facebook.com/globefreight',
  wechatQrCodeUrl: '/api/f/assets/wechat-qr.svg',
  copyright: '© 2026 Globe Freight Co., Ltd.',
  companyName: '深圳环宇国际物流有限公司',
  icpNumber: '粤ICP备20260001号-1',
  icp2Number: '粤公网安备44030002000001号',
  siteStatisticalCode: '',
  oldWebsiteUrl: 'https://old.globe-freight.example',
};

const KEYS = Object.keys(DEFAULT_TENANT_SETTINGS) as (keyof TenantExtra)[];

/** The branding and the origins the statistics snippet may load from (not part of the public configuration). */
export interface StoredTenantSettings extends TenantExtra {
  analyticsScriptOrigins: string[];
}

async function readStored(db: Executor): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('settings').select('value').where('name', '=', TENANT_SETTINGS_KEY).executeTakeFirst();
  if (!row) return {};
  try {
    const parsed: unknown = JSON.parse(row.value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function brandingOf(stored: Record<string, unknown>): TenantExtra {
  const result = { ...DEFAULT_TENANT_SETTINGS };
  for (const key of KEYS) {
    const value = stored[key];
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

/**
 * The stored branding, each field falling back to the default when missing or not a string (an operator
 * editing the JSON by hand must not break the configuration endpoint).
 */
export async function readTenantSettings(db: Executor): Promise<TenantExtra> {
  return brandingOf(await readStored(db));
}

/** The branding and the analytics origins, as the console edits them. */
export async function readStoredTenantSettings(db: Executor): Promise<StoredTenantSettings> {
  const stored = await readStored(db);
  const origins = stored['analyticsScriptOrigins'];
  return { ...brandingOf(stored), analyticsScriptOrigins: Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [] };
}

/** Replaces the whole document (the caller has validated it, in its transaction). */
export async function writeTenantSettings(db: Executor, settings: StoredTenantSettings): Promise<void> {
  const value = JSON.stringify(settings);
  const now = nowIso();
  const updated = await db.updateTable('settings').set({ value, lastModificationTime: now }).where('name', '=', TENANT_SETTINGS_KEY).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('settings').values({ name: TENANT_SETTINGS_KEY, value, lastModificationTime: now }).execute();
}

/** Inserts the default branding once; never overwrites what an operator changed. */
export async function seedTenantSettings(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('settings').select('name').where('name', '=', TENANT_SETTINGS_KEY).executeTakeFirst();
  if (row) return false;
  await db
    .insertInto('settings')
    .values({ name: TENANT_SETTINGS_KEY, value: JSON.stringify(DEFAULT_TENANT_SETTINGS), lastModificationTime: nowIso() })
    .execute();
  return true;
}
