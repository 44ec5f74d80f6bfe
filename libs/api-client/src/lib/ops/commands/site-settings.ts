// The tenant's settings, admins only (tag `site-settings`).
import type { SiteSettings } from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { opsClient } from '../ops-client';

/** Admins only; replaces every setting, and the public site shows them with its next request. */
export function updateSiteSettings(body: SiteSettings, options?: SendOptions): Promise<SiteSettings> {
  return opsClient().send((c) => c.PUT('/api/ops/site-settings', { body }), null, options);
}
