import { defineModule } from '../define-module';
import { logisticsHandlers } from './logistics.handlers';
import { logisticsMessages } from './logistics.messages';
import { demoOrdersSeeder } from './logistics.seeder';

export const logisticsModule = defineModule({
  name: 'logistics',
  handlers: { 'api-f': logisticsHandlers },
  // Demo orders need the accounts module's demo users, the regions and the rates module's products: list this
  // module after them.
  seeders: [demoOrdersSeeder],
  messages: logisticsMessages,
});
