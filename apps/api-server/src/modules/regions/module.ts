import { defineModule } from '../define-module';
import { regionsHandlers } from './regions.handlers';
import { regionsMessages } from './regions.messages';
import { regionsSeeder } from './regions.seeder';

export const regionsModule = defineModule({
  name: 'regions',
  handlers: { 'api-f': regionsHandlers },
  seeders: [regionsSeeder],
  messages: regionsMessages,
});
