import type { SiteSettings } from '@forwarder/api-client/ops';
import { z } from 'zod';
import { optionalEmailField } from '../../../shared/form/account-fields';

// The settings form (contract SiteSettings). The client checks what it can say at once (required, lengths, the
// e-mail); the formats of URLs, ICP numbers and script origins are the server's rules, whose localised field
// errors the form shows under each field (one rule, on the server).

const text = (max: number) => z.string().trim().max(max);

export const siteSettingsSchema = z.object({
  displaySiteName: text(100).min(1),
  logoUrl: text(500),
  faviconUrl: text(500),
  customerServiceMail: optionalEmailField(254),
  facebookLink: text(500),
  wechatQrCodeUrl: text(500),
  oldWebsiteUrl: text(500),
  copyright: text(200),
  companyName: text(200),
  icpNumber: text(64),
  icp2Number: text(64),
  /** An IANA name from the browser's list; the server checks it against its own Intl. */
  timeZone: text(64).min(1),
  siteStatisticalCode: z.string().max(20000),
  /** One origin a line. */
  analyticsScriptOrigins: z.string().max(20 * 201),
});
export type SiteSettingsValues = z.input<typeof siteSettingsSchema>;

export const SITE_SETTINGS_FIELDS = Object.keys(siteSettingsSchema.shape) as (keyof SiteSettingsValues)[];

const originLines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function toSiteSettingsValues(settings: SiteSettings): SiteSettingsValues {
  return { ...settings, analyticsScriptOrigins: settings.analyticsScriptOrigins.join('\n') };
}

export function toSiteSettings(values: SiteSettingsValues): SiteSettings {
  const parsed = siteSettingsSchema.parse(values);
  return { ...parsed, analyticsScriptOrigins: originLines(parsed.analyticsScriptOrigins) };
}

/**
 * The server names a refused origin by its index (`analyticsScriptOrigins[2]`); the form has one text area for all
 * of them, so the message goes there, naming the line.
 */
export function originLineOf(member: string): number | null {
  const match = /^analyticsScriptOrigins\[(\d+)\]$/i.exec(member);
  return match ? Number(match[1]) + 1 : null;
}
