import { defineModule } from '../define-module';
import { logisticsHandlers } from './logistics.handlers';
import { logisticsMessages } from './logistics.messages';
import { demoOrdersSeeder, routingsSeeder } from './logistics.seeder';

export const logisticsModule = defineModule({
  name: 'logistics',
  handlers: { 'api-f': logisticsHandlers },
  // Demo orders need the accounts module's demo users and the regions: list this module after both.
  seeders: [routingsSeeder, demoOrdersSeeder],
  messages: logisticsMessages,
});
