// My address book (/user/address): the shipping page both portals show, from @forwarder/orders.
export { AddressBookPage as Component } from '@forwarder/orders';
