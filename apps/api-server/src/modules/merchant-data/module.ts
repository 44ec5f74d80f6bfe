import { apiF } from '../../contracts/api-f';
import { merchantDataHandlers } from './merchant-data.handlers';
import { merchantDataMessages } from './merchant-data.messages';
import { merchantDataDemoSeeder, merchantDataOrphanSweeper } from './merchant-data.seeder';

export const merchantDataModule = apiF.defineModule({
  name: 'merchant-data',
  handlers: merchantDataHandlers,
  seeders: [merchantDataOrphanSweeper, merchantDataDemoSeeder],
  messages: merchantDataMessages,
});
