// Front door of the content module: only its tables (for db/schema.ts). The module's definition is ./module.ts.

export type { ContentTables } from './content.tables';
