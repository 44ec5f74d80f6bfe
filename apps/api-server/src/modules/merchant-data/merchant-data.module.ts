import { defineModule } from '../define-module';
import { merchantDataHandlers } from './merchant-data.handlers';
import { merchantDataMessages } from './merchant-data.messages';
import { merchantDataDemoSeeder, merchantDataTempSweeper } from './merchant-data.seeder';

export const merchantDataModule = defineModule({
  name: 'merchant-data',
  handlers: merchantDataHandlers,
  seeders: [merchantDataTempSweeper, merchantDataDemoSeeder],
  messages: merchantDataMessages,
});
