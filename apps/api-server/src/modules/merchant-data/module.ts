import { apiF } from '../../contracts/api-f';
import { merchantDataHandlers } from './merchant-data.handlers';
import { merchantDataMessages } from './merchant-data.messages';
import { merchantDataDemoSeeder, merchantDataLegacyFileImporter } from './merchant-data.seeder';

export const merchantDataModule = apiF.defineModule({
  name: 'merchant-data',
  handlers: merchantDataHandlers,
  seeders: [merchantDataLegacyFileImporter, merchantDataDemoSeeder],
  messages: merchantDataMessages,
});
