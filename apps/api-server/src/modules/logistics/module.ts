import { apiF } from '../../contracts/api-f';
import { logisticsHandlers } from './logistics.handlers';
import { logisticsMessages } from './logistics.messages';
import { demoOrdersSeeder, routingsSeeder } from './logistics.seeder';

export const logisticsModule = apiF.defineModule({
  name: 'logistics',
  handlers: logisticsHandlers,
  // Demo orders need the accounts module's demo users and the regions: list this module after both.
  seeders: [routingsSeeder, demoOrdersSeeder],
  messages: logisticsMessages,
});
