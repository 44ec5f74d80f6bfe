// My address book (/merchant/address): the shipping page both portals show, from @forwarder/orders.
export { AddressBookPage as Component } from '@forwarder/orders';
