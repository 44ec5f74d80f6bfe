import { Text, type TextProps } from '@chakra-ui/react';
import { formatTimeInZone } from '@forwarder/i18n';
import { Trans } from '@lingui/react/macro';

export interface EstimatedArrivalProps extends Omit<TextProps, 'children'> {
  /** Contract `eta` (Order, TrackingResult): the latest ETA of the batches the waybill travels in, or null. */
  eta: string | null | undefined;
  /** The site's zone (IANA name, tenantExtra.timeZone): the ETA is shown in it, named. */
  timeZone: string;
}

/**
 * "预计到达：2026-11-28 18:00 (UTC+08:00)" when staff have set an ETA on a batch of the waybill, nothing otherwise.
 * The contract sends the ETA as an instant without a place, so it is shown in the site's zone, its offset written out.
 */
export function EstimatedArrival({ eta, timeZone, ...props }: EstimatedArrivalProps) {
  if (!eta) return null;
  const arrival = formatTimeInZone(eta, timeZone);
  return (
    <Text {...props}>
      <Trans>
        预计到达：<time dateTime={eta}>{arrival}</time>
      </Trans>
    </Text>
  );
}
