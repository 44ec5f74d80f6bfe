import { defineModule } from '../define-module';
import { ratesHandlers } from './rates.handlers';
import { ratesMessages } from './rates.messages';
import { rateSheetsSeeder } from './rates.seeder';

/** Rate sheets, the pricing function and the public quote. Seeds after logistics (it prices the seeded products). */
export const ratesModule = defineModule({
  name: 'rates',
  handlers: { 'api-f': ratesHandlers },
  seeders: [rateSheetsSeeder],
  messages: ratesMessages,
});
