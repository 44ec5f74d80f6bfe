// Public entry of @forwarder/orders: the shipping screens shared by the member and merchant portals. Each portal
// provides its routes once (`shippingRoutesProvider`) and re-exports the pages from its one-line route files; `sideEffects:
// false` (package.json) lets each lazy route chunk keep only the screen it shows.
// The six shipping pages (heading and document title included): a portal's route file only re-exports one as its
// `Component`, so the two portals' pages are one piece of code.
export { OrderFormPage } from './lib/pages/order-form-page';
export { BatchOrderPage } from './lib/pages/batch-order-page';
export { OrderListPage } from './lib/pages/order-list-page';
export { OrderDetailPage } from './lib/pages/order-detail-page';
export { OrderEditPage } from './lib/pages/order-edit-page';
export { AddressBookPage } from './lib/pages/address-book-page';
export { LatestOrders, LATEST_ORDERS } from './lib/latest-orders/latest-orders';
export type { LatestOrdersProps } from './lib/latest-orders/latest-orders';
export { orderDetailPath, shippingRoutesProvider, useShippingPaths } from './lib/shipping-paths/shipping-paths';
export { customerPortal } from './lib/shipping-paths/customer-portal';
export type { ShippingPage, ShippingPaths, ShippingRoutes } from './lib/shipping-paths/shipping-paths';
