import { DataList, HStack, Text } from '@chakra-ui/react';
import { ChargeLineKind, type OrderCharge, type OrderChargeLine } from '@forwarder/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMinor } from './money';

/** An order's charge as both contracts give it (the customer's and the staff's are the same shape). */
export type OrderChargeLike = Pick<OrderCharge, 'totalMinor' | 'currency' | 'chargeableWeightKg' | 'lines' | 'sourceCurrency' | 'exchangeRate'>;

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
    case ChargeLineKind.Manual:
      // Added by staff: the charge type's name in the reader's language (the server names it), and why.
      return (
        <>
          {line.chargeTypeName ?? line.chargeTypeCode}
          {line.reason ? (
            <Text as="span" display="block" fontSize="xs" color="fg.muted">
              {line.reason}
            </Text>
          ) : null}
        </>
      );
  }
}

/**
 * An order's charge line by line as the server priced it at weighing (docs/domain/billing.md, "Lines"): the
 * chargeable weight the rate sheet priced, each line (staff-added ones with their type and reason), the rate it was
 * converted at when the rate sheet is in another currency, the total. The UI adds nothing up: every figure is the
 * server's. `lineActions` lets the console put its buttons beside a staff-added line.
 */
export function ChargeBreakdown({ charge, lineActions }: { charge: OrderChargeLike; lineActions?: (line: OrderChargeLine) => ReactNode }) {
  const { t, i18n } = useLingui();
  const money = (minor: number) => formatMinor(minor, charge.currency, i18n.locale);
  const chargeable = charge.chargeableWeightKg;
  const { sourceCurrency, exchangeRate, currency } = charge;
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
          <DataList.ItemValue>
            <HStack gap="2" wrap="wrap">
              <span>{money(line.amountMinor)}</span>
              {sourceCurrency && line.sourceAmountMinor !== null ? (
                <Text as="span" fontSize="xs" color="fg.muted">
                  {formatMinor(line.sourceAmountMinor, sourceCurrency, i18n.locale)}
                </Text>
              ) : null}
              {lineActions?.(line)}
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
      ))}
      {sourceCurrency && exchangeRate ? (
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>换算汇率</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid="charge-rate">
            <Trans>
              运价表以 {sourceCurrency} 计价，按 1 {sourceCurrency} = {exchangeRate} {currency} 逐行换算
            </Trans>
          </DataList.ItemValue>
        </DataList.Item>
      ) : null}
      <DataList.Item fontWeight="semibold">
        <DataList.ItemLabel>
          <Trans>运费合计</Trans>
        </DataList.ItemLabel>
        <DataList.ItemValue data-testid="charge-total">{money(charge.totalMinor)}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
