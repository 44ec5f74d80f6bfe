import { Badge, Stack, Text } from '@chakra-ui/react';
import { ChargeState, type OrderChargeLine } from '@forwarder/api-client';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ChargeBreakdown, type OrderChargeLike } from './charge-breakdown';

/**
 * An order's charge on its detail page (the customer's and the console's): its breakdown once the warehouse weighed
 * and priced it (marked when invoiced: only an adjustment changes it then), else why there is none yet.
 */
export function OrderChargeDetails({
  chargeState,
  charge,
  lineActions,
}: {
  chargeState: ChargeState;
  charge: OrderChargeLike | null;
  /** The console's buttons beside a staff-added line (ChargeBreakdown). */
  lineActions?: (line: OrderChargeLine) => ReactNode;
}) {
  if (!charge || chargeState === ChargeState.Uncharged) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="charge-none">
        <Trans>尚未计费：仓库收货称重后按运价表计算运费。</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="3">
      {chargeState === ChargeState.Invoiced ? (
        <Badge alignSelf="start" colorPalette="blue">
          <Trans>已开票</Trans>
        </Badge>
      ) : null}
      <ChargeBreakdown charge={charge} lineActions={lineActions} />
    </Stack>
  );
}
