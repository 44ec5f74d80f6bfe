// Billing (issue 29): the account and the ledger, the page both portals show, from @forwarder/customer-billing.
export { BillingPage as Component } from '@forwarder/customer-billing';
