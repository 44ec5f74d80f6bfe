// The staff's writes on members' and merchants' accounts (tag `customers`).
import type { CreateCustomerInput, SetCustomerActiveInput } from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { byId, opsClient } from '../ops-client';

export function createCustomer(body: CreateCustomerInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/customers', { body }), null, options);
}

/** Disabling ends every session of the customer at once. */
export function setCustomerActive(id: string, body: SetCustomerActiveInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/customers/{id}/state', { ...byId(id), body }), null, options);
}

/** The answer holds the temporary password: the only time it can be read. */
export function resetCustomerPassword(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/customers/{id}/password-reset', byId(id)), null, options);
}

/**
 * The other way to reset a customer's password: a link valid 30 minutes by e-mail (the password and sessions stay
 * until it is used). Refused with 400 without mail, without an e-mail address or for a disabled account.
 */
export function sendCustomerPasswordResetLink(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/customers/{id}/password-reset-link', byId(id)), null, options);
}
