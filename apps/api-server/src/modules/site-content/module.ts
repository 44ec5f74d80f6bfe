import { defineModule } from '../define-module';
import { siteContentHandlers } from './site-content.handlers';
import { siteContentMessages } from './site-content.messages';

/** The public site's navigation and home blocks, edited by staff (the content module serves them to visitors). */
export const siteContentModule = defineModule({
  name: 'site-content',
  handlers: { 'api-ops': siteContentHandlers },
  messages: siteContentMessages,
});
