import { TopUpNoticeState } from '@forwarder/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A top-up notice's state: its name and badge colour (the word is always shown, never the colour alone). */
export const TOP_UP_STATE_LABELS: Readonly<Record<TopUpNoticeState, { label: MessageDescriptor; palette: string }>> = {
  [TopUpNoticeState.Pending]: { label: msg`待确认`, palette: 'orange' },
  [TopUpNoticeState.Confirmed]: { label: msg`已确认`, palette: 'green' },
  [TopUpNoticeState.Rejected]: { label: msg`已驳回`, palette: 'red' },
};
