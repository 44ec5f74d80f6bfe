import type { Kysely } from 'kysely';
import { apiF } from '../contracts/api-f';
import { apiOps } from '../contracts/api-ops';
import type { SequenceTables, SettingTables } from '../db/db.tables';
import type { ServerContract } from '../http/contract';
import type { HttpTables } from '../http/http.tables';
import type { SiteSources } from '../http/site-sources';
import type { ApiModule } from './define-module';
import type { AccountsTables } from './accounts';
import type { AuditTables } from './audit';
import type { BillingTables } from './billing';
import type { ContactInboxTables } from './contact-inbox';
import { listPublishedPages, type ContentTables } from './content';
import { outboxBacklog, type MailTables } from './mail';
import type { MerchantDataTables } from './merchant-data';
import type { OrdersTables } from './orders';
import type { RatesTables } from './rates';
import type { RegionsTables } from './regions';
import { regionsModule } from './regions/module';
import { accountsModule } from './accounts/module';
import { systemModule } from './system/module';
import { contentModule } from './content/module';
import { ordersModule } from './orders/module';
import { merchantDataModule } from './merchant-data/module';
import { auditModule } from './audit/module';
import { dashboardModule } from './dashboard/module';
import { contactInboxModule } from './contact-inbox/module';
import { mailModule } from './mail/module';
import { integrationsModule } from './integrations/module';
import { siteSettingsModule } from './site-settings/module';
import { readStoredTenantSettings } from './system';
import { ratesModule } from './rates/module';
import { billingModule } from './billing/module';

// The server is two lists, its modules and its contracts, and the database they compose.
//
// A module is a domain of the forwarder's business, not a contract: it contributes handlers under the name of each
// contract it serves (`handlers: { 'api-f': …, 'api-ops': … }`, modules/define-module.ts), each contract's handler
// file thin and calling the domain's services. A contract (its name and guard, src/contracts/<name>.ts) is served by
// the handlers its modules contribute under its name: every operation by exactly one module, every handler naming an
// operation of it, no handlers for a contract not listed here (start-up fails otherwise, naming the operation).
//
// A module has two doors, and nothing else of it may be imported from outside its folder
// (@nx/workspace-folder-boundaries, entries index and module):
// - index.ts, its front door: what other modules, the database composed below, the CLI and the benchmark may use (services,
//   types, tables, seeding helpers). Only its own module names its tables in SQL; the others ask through here.
//   Never the module's definition: importing a module's services must not load its handlers, so imports between
//   modules follow their services' dependencies (regions <- accounts <- rates <- billing <- orders; system <- orders,
//   merchant-data; orders <- integrations, dashboard) and cannot close a cycle through handlers (import/no-cycle checks
//   it). A module that shares nothing has no index.ts (integrations, dashboard).
// - module.ts, its definition (handlers per contract, seeders, messages, commands, routes): imported only here, and
//   by tests that compose an app of a few modules.
//
// A module names only its own tables in SQL (test/table-ownership.spec.ts checks every source file), and its code
// sees the database through its scope (`<name>.db.ts`): its repositories through its own tables, its services and
// handlers through those and the tables of the front doors their transactions go through. The whole database is
// composed only here: db/ and the other floors know their own tables and no module's.

/**
 * The server's database: the floors' tables (db/'s counters and settings, the HTTP floor's users, tokens, API keys,
 * rate limits and render generations) and every module's. Modules never import it; `modules` below compiles only
 * when it holds every table of every module's scope.
 */
export type Database = SequenceTables &
  SettingTables &
  HttpTables &
  AccountsTables &
  RegionsTables &
  OrdersTables &
  ContentTables &
  MerchantDataTables &
  AuditTables &
  MailTables &
  ContactInboxTables &
  RatesTables &
  BillingTables;

export type Db = Kysely<Database>;

/** Every module, in seeding order: a module's seeders may rely on data of the modules listed before it. */
export const modules: readonly ApiModule<Database>[] = [
  regionsModule,
  accountsModule,
  systemModule,
  contentModule,
  ratesModule,
  billingModule,
  ordersModule,
  merchantDataModule,
  dashboardModule,
  auditModule,
  contactInboxModule,
  mailModule,
  integrationsModule,
  siteSettingsModule,
];

/** What the HTTP floor shows of the modules' data outside the contracts, read through their front doors. */
export const siteSources = (db: Db): SiteSources => ({
  outboxBacklog: () => outboxBacklog(db),
  tenantSettings: () => readStoredTenantSettings(db),
  publishedPages: () => listPublishedPages(db),
});

/** The contracts the server implements, one entry per folder of openapi/ (a spec fails when the two differ). */
export const contracts: readonly ServerContract[] = [apiF, apiOps];
