import type { components } from '@forwarder/contracts/api-f';
import { readSetting, writeSetting } from '../../db/settings';
import { DEFAULT_SITE_TIME_ZONE, isSupportedTimeZone } from '../../i18n/time-zones';
import type { SystemDb } from './system.db';

type TenantExtra = components['schemas']['TenantExtra'];

/** The tenant's branding is one JSON document, the named value of db/'s settings under this key. */
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
  timeZone: DEFAULT_SITE_TIME_ZONE,
};

const KEYS = Object.keys(DEFAULT_TENANT_SETTINGS) as (keyof TenantExtra)[];

/** The branding and the origins the statistics snippet may load from (not part of the public configuration). */
export interface StoredTenantSettings extends TenantExtra {
  analyticsScriptOrigins: string[];
}

async function readStored(db: SystemDb): Promise<Record<string, unknown>> {
  const value = await readSetting(db, TENANT_SETTINGS_KEY);
  if (value === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(value);
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
  // A zone this server's Intl does not know (hand-edited, or dropped by an ICU update) would break every time shown.
  if (!isSupportedTimeZone(result.timeZone)) result.timeZone = DEFAULT_SITE_TIME_ZONE;
  return result;
}

/**
 * The stored branding, each field falling back to the default when missing or not a string (an operator
 * editing the JSON by hand must not break the configuration endpoint).
 */
export async function readTenantSettings(db: SystemDb): Promise<TenantExtra> {
  return brandingOf(await readStored(db));
}

/** The branding and the analytics origins, as the console edits them. */
export async function readStoredTenantSettings(db: SystemDb): Promise<StoredTenantSettings> {
  const stored = await readStored(db);
  const origins = stored['analyticsScriptOrigins'];
  return { ...brandingOf(stored), analyticsScriptOrigins: Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [] };
}

/** Replaces the whole document (the caller has validated it, in its transaction). */
export async function writeTenantSettings(db: SystemDb, settings: StoredTenantSettings): Promise<void> {
  await writeSetting(db, TENANT_SETTINGS_KEY, JSON.stringify(settings));
}

/** Inserts the default branding once; never overwrites what an operator changed. */
export async function seedTenantSettings(db: SystemDb): Promise<boolean> {
  if ((await readSetting(db, TENANT_SETTINGS_KEY)) !== undefined) return false;
  await writeSetting(db, TENANT_SETTINGS_KEY, JSON.stringify(DEFAULT_TENANT_SETTINGS));
  return true;
}
