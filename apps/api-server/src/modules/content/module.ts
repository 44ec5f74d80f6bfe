import { defineModule } from '../define-module';
import { contentCustomerHandlers } from './api-f.handlers';
import { contentStaffHandlers } from './api-ops.handlers';
import { contentMessages } from './content.messages';
import { registerSiteImageRoutes } from './images/images.routes';
import { contentSeeder } from './seed/content.seeder';
import type { ContentScope } from './content.db';

/**
 * The public site's content: navigation, home blocks, articles and categories, and the pictures staff upload for
 * them. Visitors read it (api-f), staff write it (api-ops), over the same tables and visibility rules; uploaded
 * pictures are served outside the contracts at /api/f/site-images. (The contact form is the contact inbox's.)
 */
export const contentModule = defineModule<ContentScope>({
  name: 'content',
  handlers: { 'api-f': contentCustomerHandlers, 'api-ops': contentStaffHandlers },
  seeders: [contentSeeder],
  messages: contentMessages,
  routes: registerSiteImageRoutes,
});
