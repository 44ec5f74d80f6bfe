import { defineHandlers } from '../../contracts/api-ops';
import { getSiteSettings, updateSiteSettings } from './site-settings.service';
import type { SiteSettingsScope } from './site-settings.db';

// Admin only (`x-staff-role: admin` in the contract, checked by its guard before these run).

export const siteSettingsHandlers = defineHandlers<SiteSettingsScope>()({
  getSiteSettings: async ({ db }) => getSiteSettings(db),

  updateSiteSettings: async ({ db, body, requireUser }) => updateSiteSettings(db, requireUser(), body),
});
