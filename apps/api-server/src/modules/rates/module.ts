import { defineModule } from '../define-module';
import { ratesCustomerHandlers } from './api-f.handlers';
import { ratesStaffHandlers } from './api-ops.handlers';
import { ratesMessages } from './rates.messages';
import { rateSheetsSeeder } from './seed/rates.seeder';

/**
 * Shipping products and their prices: the customers' quote (api-f), and the products and rate sheets admins edit
 * (api-ops), over one pricing function (pricing/). Seeds after logistics (it prices the seeded products).
 */
export const ratesModule = defineModule({
  name: 'rates',
  handlers: { 'api-f': ratesCustomerHandlers, 'api-ops': ratesStaffHandlers },
  seeders: [rateSheetsSeeder],
  messages: ratesMessages,
});
