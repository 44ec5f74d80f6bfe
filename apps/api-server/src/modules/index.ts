import type { ApiModule } from './define-module';
import { regionsModule } from './regions/regions.module';
import { accountsModule } from './accounts/accounts.module';
import { systemModule } from './system/system.module';
import { contentModule } from './content/content.module';
import { logisticsDocumentsModule } from './logistics-documents/logistics-documents.module';
import { logisticsModule } from './logistics/logistics.module';
import { merchantDataModule } from './merchant-data/merchant-data.module';

// Every domain module, in seeding order (a module's seeders may rely on data of modules listed before it).
// Add one import and one entry per module:
//   import { regionsModule } from './regions/regions.module';
//   export const modules: ApiModule[] = [regionsModule];
export const modules: ApiModule[] = [regionsModule, accountsModule, systemModule, contentModule, logisticsModule, logisticsDocumentsModule, merchantDataModule];
