import { defineModule } from '../define-module';
import { siteSettingsHandlers } from './site-settings.handlers';
import { siteSettingsMessages } from './site-settings.messages';
import type { SiteSettingsScope } from './site-settings.db';

/** The tenant's branding, contact and legal settings and the public site's analytics snippet (admin). */
export const siteSettingsModule = defineModule<SiteSettingsScope>({
  name: 'site-settings',
  handlers: { 'api-ops': siteSettingsHandlers },
  messages: siteSettingsMessages,
});
