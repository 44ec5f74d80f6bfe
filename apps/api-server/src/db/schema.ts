import type { CoreTables } from './core.tables';
import type { RegionsTables } from '../modules/regions';
import type { AccountsTables } from '../modules/accounts';
import type { ContentTables } from '../modules/content';
import type { OrdersTables } from '../modules/orders';
import type { MerchantDataTables } from '../modules/merchant-data';
import type { AuditTables } from '../modules/audit';
import type { MailTables } from '../modules/mail';
import type { ContactInboxTables } from '../modules/contact-inbox';
import type { RatesTables } from '../modules/rates';
import type { RateLimitTables } from '../rate-limits';
import type { RenderGenerationTables } from '../http/server-rendering/render-generations.tables';

// The typed database: the intersection of every module's tables.
// A module adds `src/modules/<name>/<name>.tables.ts` exporting `interface <Name>Tables { table_name: Row }`,
// exports that type from its front door (index.ts) and adds one `& <Name>Tables` here, e.g.
//   import type { RegionsTables } from '../modules/regions';
//   export type Database = CoreTables & RegionsTables;
export type Database = CoreTables &
  AccountsTables &
  RegionsTables &
  OrdersTables &
  ContentTables &
  MerchantDataTables &
  AuditTables &
  MailTables &
  ContactInboxTables &
  RatesTables &
  RateLimitTables &
  RenderGenerationTables;
