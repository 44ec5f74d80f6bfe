// The staff's writes on the contact inbox (tag `messages`).
import type { ContactReplyInput, HandleContactMessageInput } from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { byId, opsClient } from '../ops-client';

/** A message already handled answers 400 `Ops:MessageAlreadyHandled` (someone else was quicker). */
export function handleContactMessage(id: string, body: HandleContactMessageInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/messages/{id}/handle', { ...byId(id), body }), null, options);
}

export function reopenContactMessage(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/messages/{id}/reopen', byId(id)), null, options);
}

/** The reply is kept with the message and waits in the outbox; the answer is the message with its replies. */
export function replyToContactMessage(id: string, body: ContactReplyInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/messages/{id}/reply', { ...byId(id), body }), null, options);
}
