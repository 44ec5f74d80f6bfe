// My waybills (/user/my-order): the shipping page both portals show, from @forwarder/orders.
export { OrderListPage as Component } from '@forwarder/orders';
