import { Alert, Text } from '@chakra-ui/react';
import type { Order } from '@forwarder/api-client';
import { formatMoney, formatTimeInZone } from '@forwarder/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/**
 * Pay before dispatch (issue 29): the order was weighed and the customer's balance (or credit) did not cover its
 * charge, so it waits in the warehouse; what to top up for it to leave (older held orders counted first).
 */
export function PaymentHoldAlert({ hold, timeZone }: { hold: NonNullable<Order['paymentHold']>; timeZone: string }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const amount = formatMoney(hold.amountDueMinor / 100, hold.currency, i18n.locale);
  const since = formatTimeInZone(hold.heldTime, timeZone);
  return (
    <Alert.Root status="warning" role="alert" aria-labelledby={titleId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId}>
          <Trans>待付款——请充值 {amount}</Trans>
        </Alert.Title>
        <Alert.Description>
          <Text>
            <Trans>账户余额不足以支付本运单的运费，运单暂留仓库；充值到账后即可出库。</Trans>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              自 <time dateTime={hold.heldTime}>{since}</time> 起
            </Trans>
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
