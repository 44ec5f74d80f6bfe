import { Button, HStack, Stack } from '@chakra-ui/react';
import { ChargeLineKind, ChargeState, type OpsOrder, type OrderChargeLine } from '@forwarder/api-client/ops';
import { OrderChargeDetails } from '@forwarder/billing';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { ChargeLineAction } from './charge-line-dialog';

// The order's charge with what staff may do to it (issue 29): add a line, adjust or remove a line they added, while
// the charge is not invoiced. The dialog (a form with its schema) loads when opened.
const ChargeLineDialog = lazy(() => import('./charge-line-dialog').then((module) => ({ default: module.ChargeLineDialog })));

export function OrderChargeWithLines({ order }: { order: OpsOrder }) {
  const { t } = useLingui();
  const [action, setAction] = useState<ChargeLineAction | null>(null);
  const editable = order.chargeState === ChargeState.Charged && order.charge !== null;
  const lineActions = (line: OrderChargeLine) => {
    if (line.kind !== ChargeLineKind.Manual || !line.lineId) return null;
    const name = line.chargeTypeName ?? '';
    return (
      <HStack gap="1">
        <Button size="2xs" variant="outline" aria-label={t`调整 ${name}`} onClick={() => setAction({ kind: 'adjust', line })}>
          <Trans>调整</Trans>
        </Button>
        <Button size="2xs" variant="outline" colorPalette="red" aria-label={t`删除明细 ${name}`} onClick={() => setAction({ kind: 'remove', line })}>
          <Trans>删除</Trans>
        </Button>
      </HStack>
    );
  };
  return (
    <Stack gap="3">
      <OrderChargeDetails chargeState={order.chargeState} charge={order.charge} lineActions={editable ? lineActions : undefined} />
      {editable ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => setAction({ kind: 'add' })}>
          <Trans>添加费用明细</Trans>
        </Button>
      ) : null}
      {action ? (
        <Suspense fallback={null}>
          <ChargeLineDialog order={order} action={action} onClose={() => setAction(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
