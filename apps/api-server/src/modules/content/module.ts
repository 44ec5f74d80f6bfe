import { defineModule } from '../define-module';
import { contentHandlers } from './content.handlers';
import { contentMessages } from './content.messages';
import { contentSeeder } from './seed/content.seeder';

/** CMS of the public site (navigation, home blocks, articles, categories) and the public contact form. */
export const contentModule = defineModule({
  name: 'content',
  handlers: { 'api-f': contentHandlers },
  seeders: [contentSeeder],
  messages: contentMessages,
});
