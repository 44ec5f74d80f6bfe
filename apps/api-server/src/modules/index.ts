import { apiF } from '../contracts/api-f';
import { apiOps } from '../contracts/api-ops';
import { modulesOf, type ServerContract } from '../http/contract';
import type { ApiModule } from './define-module';
import { regionsModule } from './regions/module';
import { accountsModule } from './accounts/module';
import { systemModule } from './system/module';
import { contentModule } from './content/module';
import { logisticsDocumentsModule } from './logistics-documents/module';
import { logisticsModule } from './logistics/module';
import { merchantDataModule } from './merchant-data/module';
import { auditModule } from './audit/module';
import { batchesModule } from './batches/module';
import { fulfilmentModule } from './fulfilment/module';
import { staffModule } from './staff/module';
import { contactInboxModule } from './contact-inbox/module';
import { customersModule } from './customers/module';
import { mailModule } from './mail/module';
import { eventImportModule } from './event-import/module';
import { integrationsModule } from './integrations/module';
import { siteImagesModule } from './site-images/module';
import { siteSettingsModule } from './site-settings/module';
import { ratesModule } from './rates/module';
import { shippingProductsModule } from './shipping-products/module';
import { siteContentModule } from './site-content/module';
import { siteArticlesModule } from './site-articles/module';

// A module has two doors, and nothing else of it may be imported from outside its folder
// (@nx/workspace-folder-boundaries, entries index and module):
// - index.ts, its front door: what other modules, db/schema.ts, the CLI and the benchmark may use (services,
//   types, tables, seeding helpers). Never the module's definition: importing a module's services must not load
//   its handlers, so imports between modules follow their services' dependencies (regions <- accounts <-
//   logistics <- logistics-documents; system <- logistics, merchant-data) and cannot close a cycle through
//   handlers (import/no-cycle checks it). A module that shares nothing has no index.ts (logistics-documents).
// - module.ts, its definition (handlers, seeders, messages, commands): imported only here, and by tests that
//   compose an app of a few modules.

// The contracts the server implements, one entry per folder of openapi/ (a spec fails when the two differ), each
// with the modules handling its operations, in seeding order (a module's seeders may rely on data of modules
// listed before it, in this contract or an earlier one).
export const contracts: readonly ServerContract[] = [
  apiF.servedBy([
    regionsModule,
    accountsModule,
    systemModule,
    contentModule,
    logisticsModule,
    logisticsDocumentsModule,
    merchantDataModule,
    ratesModule,
  ]),
  apiOps.servedBy([
    staffModule,
    fulfilmentModule,
    batchesModule,
    auditModule,
    contactInboxModule,
    customersModule,
    mailModule,
    eventImportModule,
    integrationsModule,
    siteImagesModule,
    siteSettingsModule,
    shippingProductsModule,
    siteContentModule,
    siteArticlesModule,
  ]),
];

/** Every module of every contract, in order. */
export const modules: readonly ApiModule[] = modulesOf(contracts);
