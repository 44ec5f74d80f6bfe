// The staff's writes on the outbox (tag `mail`).
import type { SendOptions } from '../../client';
import { byId, opsClient } from '../ops-client';

/** Admins only: a failed mail goes back to pending (400 for any other state, or for a password reset mail). */
export function retryMail(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/mail/{id}/retry', byId(id)), null, options);
}
