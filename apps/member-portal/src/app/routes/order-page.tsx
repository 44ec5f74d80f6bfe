// Submit waybill (/user/order): the shipping page both portals show, from @forwarder/orders.
export { OrderFormPage as Component } from '@forwarder/orders';
