// Front door of the merchant-data module: only its tables (for db/schema.ts). The module's definition is ./module.ts.

export type { MerchantDataTables } from './merchant-data.tables';
