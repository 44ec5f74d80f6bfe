import { defineModule } from '../define-module';
import { ratesCustomerHandlers } from './api-f.handlers';
import { ratesStaffHandlers } from './api-ops.handlers';
import { ratesMessages } from './rates.messages';
import { routingsSeeder } from './seed/routings.seeder';
import { rateSheetsSeeder } from './seed/rates.seeder';
import type { RatesScope } from './rates.db';

/**
 * Shipping products and their prices: the customers' quote and product list (api-f), and the products and rate
 * sheets admins edit (api-ops), over one pricing function (pricing/). Seeds before orders (the demo orders are
 * placed on the seeded products).
 */
export const ratesModule = defineModule<RatesScope>({
  name: 'rates',
  handlers: { 'api-f': ratesCustomerHandlers, 'api-ops': ratesStaffHandlers },
  seeders: [routingsSeeder, rateSheetsSeeder],
  messages: ratesMessages,
});
