// Batch order by spreadsheet (/user/batch-order): the shipping page both portals show, from @forwarder/orders.
export { BatchOrderPage as Component } from '@forwarder/orders';
