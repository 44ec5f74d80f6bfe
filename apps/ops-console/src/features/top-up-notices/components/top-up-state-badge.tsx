import { Badge } from '@chakra-ui/react';
import type { TopUpNoticeState } from '@forwarder/api-client/ops';
import { TOP_UP_STATE_LABELS } from '@forwarder/billing';
import { useLingui } from '@lingui/react/macro';

/** Where a notice stands, as a word on a colour. */
export function TopUpStateBadge({ state }: { state: TopUpNoticeState }) {
  const { i18n } = useLingui();
  const { label, palette } = TOP_UP_STATE_LABELS[state];
  return (
    <Badge colorPalette={palette} variant={state === 'pending' ? 'solid' : 'subtle'} whiteSpace="nowrap">
      {i18n._(label)}
    </Badge>
  );
}
