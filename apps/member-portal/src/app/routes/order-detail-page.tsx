// Order detail (/user/order-detail?id=): the shipping page both portals show, from @forwarder/orders.
export { OrderDetailPage as Component } from '@forwarder/orders';
