import { Alert, Button } from '@chakra-ui/react';
import { StaffRole, type OpsOrder } from '@forwarder/api-client/ops';
import { formatMoney } from '@forwarder/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { useStaffMe } from '../../../shared/staff/use-staff';

// Pay before dispatch (issue 29): a held order cannot leave the warehouse until the customer's account covers it or
// an admin releases it here, with a reason (the server audits it and mails the customer).
// The release dialog (a form with its schema) loads when an admin opens it: it kept zod and react-hook-form in the
// order detail's first load (+60 KiB gzip).
const ReleaseHoldDialog = lazy(() => import('./release-hold-dialog').then((module) => ({ default: module.ReleaseHoldDialog })));

/** The order's hold for payment with, for admins, the Release button; nothing when the order is not held. */
export function PaymentHold({ order }: { order: OpsOrder }) {
  const { i18n } = useLingui();
  const me = useStaffMe();
  const titleId = useId();
  const [releasing, setReleasing] = useState(false);
  const hold = order.paymentHold;
  if (!hold) return null;
  const amount = formatMoney(hold.amountDueMinor / 100, hold.currency, i18n.locale);
  return (
    <Alert.Root status="warning" role="alert" aria-labelledby={titleId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId}>
          <Trans>待付款：客户需充值 {amount}，运单不能出库</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>客户充值或调账后自动解除；管理员也可以解除（须填写原因）。</Trans>
        </Alert.Description>
      </Alert.Content>
      {me.data?.role === StaffRole.Admin ? (
        <Button size="sm" alignSelf="center" onClick={() => setReleasing(true)}>
          <Trans>解除待付款</Trans>
        </Button>
      ) : null}
      {releasing ? (
        <Suspense fallback={null}>
          <ReleaseHoldDialog order={order} onClose={() => setReleasing(false)} />
        </Suspense>
      ) : null}
    </Alert.Root>
  );
}
