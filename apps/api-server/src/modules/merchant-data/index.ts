// Front door of the merchant-data module: its tables (for the composition root, modules/index.ts) and the start-up removal of cut-off uploads
// (for server.ts). The module's definition is ./module.ts.

export type { MerchantDataTables } from './merchant-data.tables';
export { removeInterruptedUploads } from './upload-staging';
