import type { TopUpNoticeState } from '@forwarder/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A top-up notice's state: its name and badge colour (the word is always shown, never the colour alone). The
 * contract's values are written out, as in payment-methods.ts (the console's entry would export its enum object).
 */
export const TOP_UP_STATE_LABELS: Readonly<Record<TopUpNoticeState, { label: MessageDescriptor; palette: string }>> = {
  pending: { label: msg`待确认`, palette: 'orange' },
  confirmed: { label: msg`已确认`, palette: 'green' },
  rejected: { label: msg`已驳回`, palette: 'red' },
};
