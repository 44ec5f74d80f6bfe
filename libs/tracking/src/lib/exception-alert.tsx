import { Alert, Text } from '@chakra-ui/react';
import type { OrderException } from '@forwarder/api-client';
import { formatTimeInZone } from '@forwarder/i18n';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

export interface ExceptionAlertProps {
  /** The open exception (contract OrderException), explained by the server in the page's language. */
  exception: OrderException;
  /** `sm` inside a list of results. */
  size?: 'sm' | 'md';
  /** The site's zone (IANA name, tenantExtra.timeZone): since when is shown in it, named. */
  timeZone: string;
}

/**
 * An open exception (status 90) for the customer: the reason as the alert's name, the plain-language explanation
 * (the reason's text or the staff's own words, in the request's language) and since when it is open. `role="alert"`:
 * it appears once the waybill has loaded and is the one thing on the page the customer may have to act on.
 */
export function ExceptionAlert({ exception, size = 'md', timeZone }: ExceptionAlertProps) {
  const titleId = useId();
  const reason = exception.reasonDisplayName;
  const since = formatTimeInZone(exception.since, timeZone);
  return (
    <Alert.Root status="warning" size={size} role="alert" aria-labelledby={titleId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId}>
          <Trans>运输异常：{reason}</Trans>
        </Alert.Title>
        <Alert.Description>
          <Text>{exception.explanation}</Text>
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              自 <time dateTime={exception.since}>{since}</time> 起
            </Trans>
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
