import { defineModule } from '../define-module';
import { merchantDataHandlers } from './merchant-data.handlers';
import { merchantDataMessages } from './merchant-data.messages';
import { merchantDataDemoSeeder, merchantDataLegacyFileImporter } from './merchant-data.seeder';
import type { MerchantDataScope } from './merchant-data.db';

export const merchantDataModule = defineModule<MerchantDataScope>({
  name: 'merchant-data',
  handlers: { 'api-f': merchantDataHandlers },
  seeders: [merchantDataLegacyFileImporter, merchantDataDemoSeeder],
  messages: merchantDataMessages,
});
