// Public entry of @forwarder/orders: the shipping screens shared by the member and merchant portals. Each portal
// provides its routes once (`shippingRoutesProvider`) and mounts the screens in its thin route files; `sideEffects:
// false` (package.json) lets each lazy route chunk keep only the screen it shows.
export { OrderFormScreen } from './lib/screens/order-form-screen';
export { BatchOrder } from './lib/batch-order/components/batch-order';
export { OrderList } from './lib/order-list/components/order-list';
export { OrderDetailScreen } from './lib/screens/order-detail-screen';
export { AddressBookScreen } from './lib/screens/address-book-screen';
export { LatestOrders, LATEST_ORDERS } from './lib/latest-orders/latest-orders';
export type { LatestOrdersProps } from './lib/latest-orders/latest-orders';
export { orderDetailPath, shippingRoutesProvider, useShippingPaths } from './lib/shipping-paths/shipping-paths';
export type { ShippingPage, ShippingPaths, ShippingRoutes } from './lib/shipping-paths/shipping-paths';
// The member's profile form shows server field errors the same way the shipping forms do (one helper, no copy).
export { showServerErrorsOnForm } from './lib/form/server-errors';
