// Front door of the rates module: shipping products' prices. It owns `rate_sheets` (one sheet per product) and
// serves both the customers' quote (api-f) and the staff's editing of products and rate sheets (api-ops); the
// module's definition is ./module.ts. Nothing else names its tables: db/schema.ts takes their types from here.

export type { RatesTables } from './rates.tables';
