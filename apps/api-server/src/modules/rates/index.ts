// Front door of the rates module: shipping products and their prices. It owns the products (`routings`, an order's
// routingId) and their rate sheets (`rate_sheets`), and serves the customers' quote and product list (api-f) and the
// staff's editing of both (api-ops); the module's definition is ./module.ts. Nothing else names its tables: the
// orders module reads products through here (names, limits, staleness), the composition root (modules/index.ts) takes their types from here.

export type { RatesTables } from './rates.tables';
export { destinationCodesOf, routingDisplayName, type RoutingRow } from './products/routing.mapping';
export { findRouting, findRoutingByCode, findRoutingNames, findRoutings } from './products/routings.repository';
export { listActiveRoutings } from './products/routing-list.service';
export { routingIdOf, seedRoutings } from './seed/routings.seeder';
export { seedRateSheets } from './seed/rates.seeder';
export { priceShipment } from './quote/price-shipment.service';
export type { PriceBreakdown, QuoteBox, Unavailable } from './pricing/pricing';
