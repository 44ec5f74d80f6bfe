// Editing a submitted order (/user/order-edit?id=): the shipping page both portals show, from @forwarder/orders.
export { OrderEditPage as Component } from '@forwarder/orders';
