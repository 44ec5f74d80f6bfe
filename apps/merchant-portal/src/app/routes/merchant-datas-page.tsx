// Data management (/merchant/merchant-datas, spec section 2): the page both portals show, from @forwarder/data-management.
export { DataManagementPage as Component } from '@forwarder/data-management';
