import { defineModule } from '../define-module';
import { regionsHandlers } from './regions.handlers';
import { regionsMessages } from './regions.messages';
import { regionsSeeder } from './regions.seeder';
import type { RegionsScope } from './regions.db';

export const regionsModule = defineModule<RegionsScope>({
  name: 'regions',
  handlers: { 'api-f': regionsHandlers },
  seeders: [regionsSeeder],
  messages: regionsMessages,
});
