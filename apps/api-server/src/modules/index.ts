import { apiF } from '../contracts/api-f';
import { modulesOf, type ServerContract } from '../http/contract';
import type { ApiModule } from './define-module';
import { regionsModule } from './regions/regions.module';
import { accountsModule } from './accounts/accounts.module';
import { systemModule } from './system/system.module';
import { contentModule } from './content/content.module';
import { logisticsDocumentsModule } from './logistics-documents/logistics-documents.module';
import { logisticsModule } from './logistics/logistics.module';
import { merchantDataModule } from './merchant-data/merchant-data.module';

// The contracts the server implements, one entry per folder of openapi/ (a spec fails when the two differ), each
// with the modules handling its operations, in seeding order (a module's seeders may rely on data of modules
// listed before it, in this contract or an earlier one). A second contract is one more entry:
//   apiOps.servedBy([staffModule]),
export const contracts: readonly ServerContract[] = [
  apiF.servedBy([regionsModule, accountsModule, systemModule, contentModule, logisticsModule, logisticsDocumentsModule, merchantDataModule]),
];

/** Every module of every contract, in order. */
export const modules: readonly ApiModule[] = modulesOf(contracts);
