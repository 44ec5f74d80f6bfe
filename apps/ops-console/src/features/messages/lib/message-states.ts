import { ContactMessageState } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each state's name and badge colour: the list marks unread messages, the detail shows where a message stands. */
export const MESSAGE_STATES: Record<ContactMessageState, { label: MessageDescriptor; palette: string }> = {
  [ContactMessageState.Unread]: { label: msg`未读`, palette: 'red' },
  [ContactMessageState.Read]: { label: msg`已读未处理`, palette: 'orange' },
  [ContactMessageState.Handled]: { label: msg`已处理`, palette: 'green' },
};
