import { apiOps } from '../../contracts/api-ops';
import { siteContentHandlers } from './site-content.handlers';
import { siteContentMessages } from './site-content.messages';

/** The public site's navigation and home blocks, edited by staff (the content module serves them to visitors). */
export const siteContentModule = apiOps.defineModule({
  name: 'site-content',
  handlers: siteContentHandlers,
  messages: siteContentMessages,
});
