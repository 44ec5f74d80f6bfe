import { apiOps } from '../../contracts/api-ops';
import { siteArticlesHandlers } from './site-articles.handlers';
import { siteArticlesMessages } from './site-articles.messages';

/** The public site's articles and categories as staff write them (the content module serves them to visitors). */
export const siteArticlesModule = apiOps.defineModule({
  name: 'site-articles',
  handlers: siteArticlesHandlers,
  messages: siteArticlesMessages,
});
