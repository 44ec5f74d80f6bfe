import { DataList } from '@chakra-ui/react';
import { ChargeLineKind, type OrderCharge, type OrderChargeLine } from '@forwarder/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMinor } from './money';

/** An order's charge as both contracts give it (the customer's and the staff's are the same shape). */
export type OrderChargeLike = Pick<OrderCharge, 'totalMinor' | 'currency' | 'chargeableWeightKg' | 'lines'>;

function LineLabel({ line, money }: { line: OrderChargeLine; money: (minor: number) => string }): ReactNode {
  const weight = line.weightKg ?? 0;
  const unit = money(line.unitAmountMinor ?? 0);
  switch (line.kind) {
    case ChargeLineKind.FirstWeight:
      return <Trans>首重 {weight} kg</Trans>;
    case ChargeLineKind.AdditionalWeight: {
      const steps = line.quantity ?? 0;
      return (
        <Trans>
          续重 {steps} × {weight} kg（每 {weight} kg {unit}）
        </Trans>
      );
    }
    case ChargeLineKind.PerKg:
      return (
        <Trans>
          {weight} kg × {unit}/kg
        </Trans>
      );
    case ChargeLineKind.Minimum:
      return <Trans>最低收费补足</Trans>;
    case ChargeLineKind.FuelSurcharge: {
      const percent = (line.basisPoints ?? 0) / 100;
      return <Trans>燃油附加费 {percent}%</Trans>;
    }
  }
}

/**
 * An order's charge line by line as the server priced it at weighing (docs/domain/billing.md, "Lines"): the
 * chargeable weight the rate sheet priced, each line, the total. The UI adds nothing up: every figure is the server's.
 */
export function ChargeBreakdown({ charge }: { charge: OrderChargeLike }) {
  const { t, i18n } = useLingui();
  const money = (minor: number) => formatMinor(minor, charge.currency, i18n.locale);
  const chargeable = charge.chargeableWeightKg;
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label={t`运费明细`} data-testid="charge-breakdown">
      <DataList.Item>
        <DataList.ItemLabel>
          <Trans>计费重</Trans>
        </DataList.ItemLabel>
        <DataList.ItemValue>{chargeable} kg</DataList.ItemValue>
      </DataList.Item>
      {charge.lines.map((line, index) => (
        <DataList.Item key={`${line.kind}-${index}`}>
          <DataList.ItemLabel>
            <LineLabel line={line} money={money} />
          </DataList.ItemLabel>
          <DataList.ItemValue>{money(line.amountMinor)}</DataList.ItemValue>
        </DataList.Item>
      ))}
      <DataList.Item fontWeight="semibold">
        <DataList.ItemLabel>
          <Trans>运费合计</Trans>
        </DataList.ItemLabel>
        <DataList.ItemValue data-testid="charge-total">{money(charge.totalMinor)}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
