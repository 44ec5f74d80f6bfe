import { Badge } from '@chakra-ui/react';
import type { ContactMessageState } from '@forwarder/api-client/ops';
import { useLingui } from '@lingui/react/macro';
import { MESSAGE_STATES } from '../lib/message-states';

/** Where a message stands, as a word on a colour (never the colour alone). */
export function MessageStateBadge({ state }: { state: ContactMessageState }) {
  const { i18n } = useLingui();
  const { label, palette } = MESSAGE_STATES[state];
  return (
    <Badge colorPalette={palette} variant={state === 'unread' ? 'solid' : 'subtle'} whiteSpace="nowrap">
      {i18n._(label)}
    </Badge>
  );
}
