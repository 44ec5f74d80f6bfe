// Public entry of @forwarder/orders: the order screens shared by the member and merchant portals.
export { LatestOrders, LATEST_ORDERS } from './lib/latest-orders';
export type { LatestOrdersProps } from './lib/latest-orders';
