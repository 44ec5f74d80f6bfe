import { MailState } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Each delivery state's name and badge colour: the outbox lists them and a contact message shows its replies' states
 * (two features, so the words live here once).
 */
export const MAIL_STATES: Record<MailState, { label: MessageDescriptor; palette: string }> = {
  [MailState.Pending]: { label: msg`待发送`, palette: 'orange' },
  [MailState.Sending]: { label: msg`发送中`, palette: 'blue' },
  [MailState.Sent]: { label: msg`已发送`, palette: 'green' },
  [MailState.Failed]: { label: msg`发送失败`, palette: 'red' },
};
