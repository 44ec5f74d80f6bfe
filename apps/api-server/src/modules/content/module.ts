import { apiF } from '../../contracts/api-f';
import { contentHandlers } from './content.handlers';
import { contentMessages } from './content.messages';
import { contentSeeder } from './seed/content.seeder';

/** CMS of the public site (navigation, home blocks, articles, categories) and the public contact form. */
export const contentModule = apiF.defineModule({
  name: 'content',
  handlers: contentHandlers,
  seeders: [contentSeeder],
  messages: contentMessages,
});
