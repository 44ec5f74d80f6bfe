import { defineModule } from '../define-module';
import { siteArticlesHandlers } from './site-articles.handlers';
import { siteArticlesMessages } from './site-articles.messages';

/** The public site's articles and categories as staff write them (the content module serves them to visitors). */
export const siteArticlesModule = defineModule({
  name: 'site-articles',
  handlers: { 'api-ops': siteArticlesHandlers },
  messages: siteArticlesMessages,
});
