import { Button, HStack } from '@chakra-ui/react';
import type { Order } from '@forwarder/api-client';
import { useLocalePath } from '@forwarder/i18n';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useShippingPaths } from '../shipping-paths/shipping-paths';
import { canChangeOrder } from './cancel-order';
import { copyOrderPath } from './copy-order';

// Most visits never cancel: the dialog is a chunk of its own, loaded when asked.
export const CancelOrderDialog = lazy(() => import('./cancel-order-dialog').then((module) => ({ default: module.CancelOrderDialog })));

/**
 * What a customer can still do with a submitted order, on its detail: copy it as a new order (always), and edit or
 * cancel it while it is only submitted (the edit page; a confirmation, then the detail shows the cancelled order from
 * the server's answer).
 */
export function OrderAfterSubmitActions({ order }: { order: Order }) {
  const to = useLocalePath();
  const paths = useShippingPaths();
  const [cancelling, setCancelling] = useState(false);
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild variant="outline" size="sm">
        <RouterLink to={to(copyOrderPath(paths, order.id))}>
          <Trans>复制为新运单</Trans>
        </RouterLink>
      </Button>
      {canChangeOrder(order) ? (
        <>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={to(paths.orderEditOf(order.id))}>
              <Trans>修改运单</Trans>
            </RouterLink>
          </Button>
          <Button variant="outline" size="sm" colorPalette="red" onClick={() => setCancelling(true)}>
            <Trans>取消运单</Trans>
          </Button>
        </>
      ) : null}
      {cancelling ? (
        <Suspense fallback={null}>
          <CancelOrderDialog order={order} onClose={() => setCancelling(false)} />
        </Suspense>
      ) : null}
    </HStack>
  );
}
