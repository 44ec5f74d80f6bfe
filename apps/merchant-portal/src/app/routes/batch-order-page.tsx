// Batch order by spreadsheet (/merchant/batch-order): the shipping page both portals show, from @forwarder/orders.
export { BatchOrderPage as Component } from '@forwarder/orders';
