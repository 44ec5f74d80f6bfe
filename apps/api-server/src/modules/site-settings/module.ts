import { defineModule } from '../define-module';
import { siteSettingsHandlers } from './site-settings.handlers';
import { siteSettingsMessages } from './site-settings.messages';

/** The tenant's branding, contact and legal settings and the public site's analytics snippet (admin). */
export const siteSettingsModule = defineModule({
  name: 'site-settings',
  handlers: { 'api-ops': siteSettingsHandlers },
  messages: siteSettingsMessages,
});
