import { apiF } from '../../contracts/api-f';
import { regionsHandlers } from './regions.handlers';
import { regionsMessages } from './regions.messages';
import { regionsSeeder } from './regions.seeder';

export const regionsModule = apiF.defineModule({
  name: 'regions',
  handlers: regionsHandlers,
  seeders: [regionsSeeder],
  messages: regionsMessages,
});
