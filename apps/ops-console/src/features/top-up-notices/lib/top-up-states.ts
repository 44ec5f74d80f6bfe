import { TopUpNoticeState } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each state's name and badge colour (the word is always shown: never the colour alone). */
export const TOP_UP_STATES: Record<TopUpNoticeState, { label: MessageDescriptor; palette: string }> = {
  [TopUpNoticeState.Pending]: { label: msg`待确认`, palette: 'orange' },
  [TopUpNoticeState.Confirmed]: { label: msg`已确认`, palette: 'green' },
  [TopUpNoticeState.Rejected]: { label: msg`已驳回`, palette: 'red' },
};
