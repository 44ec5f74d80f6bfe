import { Badge } from '@chakra-ui/react';
import { MailState } from '@forwarder/api-client/ops';
import { useLingui } from '@lingui/react/macro';
import { MAIL_STATES } from './mail-states';

/** Where a mail's delivery stands, as a word on a colour (never the colour alone); a failure stands out solid. */
export function MailStateBadge({ state }: { state: MailState }) {
  const { i18n } = useLingui();
  const { label, palette } = MAIL_STATES[state];
  return (
    <Badge colorPalette={palette} variant={state === MailState.Failed ? 'solid' : 'subtle'} whiteSpace="nowrap">
      {i18n._(label)}
    </Badge>
  );
}
