import { defineModule } from '../define-module';
import { merchantDataHandlers } from './merchant-data.handlers';
import { merchantDataMessages } from './merchant-data.messages';
import { merchantDataDemoSeeder, merchantDataLegacyFileImporter } from './merchant-data.seeder';

export const merchantDataModule = defineModule({
  name: 'merchant-data',
  handlers: { 'api-f': merchantDataHandlers },
  seeders: [merchantDataLegacyFileImporter, merchantDataDemoSeeder],
  messages: merchantDataMessages,
});
