// Public entry of @forwarder/customer-billing: the billing page shared by the member and merchant portals (issue 29).
export { BillingPage } from './lib/components/billing-page';
