import type { CoreTables } from './core.tables';
import type { RegionsTables } from '../modules/regions/regions.tables';
import type { AccountsTables } from '../modules/accounts/accounts.tables';
import type { ContentTables } from '../modules/content/content.tables';
import type { LogisticsTables } from '../modules/logistics/logistics.tables';
import type { MerchantDataTables } from '../modules/merchant-data/merchant-data.tables';

// The typed database: the intersection of every module's tables.
// A module adds `src/modules/<name>/<name>.tables.ts` exporting `interface <Name>Tables { table_name: Row }`
// and one `& <Name>Tables` here, e.g.
//   import type { RegionsTables } from '../modules/regions/regions.tables';
//   export type Database = CoreTables & RegionsTables;
export type Database = CoreTables & AccountsTables & RegionsTables & LogisticsTables & ContentTables & MerchantDataTables;
