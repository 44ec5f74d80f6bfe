import { apiOps } from '../../contracts/api-ops';
import { siteSettingsHandlers } from './site-settings.handlers';
import { siteSettingsMessages } from './site-settings.messages';

/** The tenant's branding, contact and legal settings and the public site's analytics snippet (admin). */
export const siteSettingsModule = apiOps.defineModule({
  name: 'site-settings',
  handlers: siteSettingsHandlers,
  messages: siteSettingsMessages,
});
