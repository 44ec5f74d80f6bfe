import { DataList } from '@chakra-ui/react';
import { RatePricingMethod, type QuoteItem, type QuotePrice } from '@forwarder/api-client';
import { formatMoney, useLocale } from '@forwarder/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** An amount of the quote in its currency, as the page's language writes it. */
export function useQuoteMoney(): (amount: number, price: Pick<QuotePrice, 'currency'>) => string {
  const locale = useLocale();
  return (amount, price) => formatMoney(amount, price.currency, locale);
}

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * How a product's price came about, line by line as the server computed it (QuotePrice): the weights, the zone, the
 * tariff (first weight and further steps, or weight × price per kg), the minimum charge when it applied, the fuel
 * surcharge and the total. The UI adds nothing up itself: every figure is the server's.
 */
export function QuoteBreakdown({ item, price, label }: { item: QuoteItem; price: QuotePrice; label?: string }) {
  const { t } = useLingui();
  const money = useQuoteMoney();
  const { volumetricDivisor, zoneName, firstWeightKg, additionalSteps, additionalWeightKg, pricePerKg, fuelSurchargePercent } = price;
  const chargeable = item.chargeableWeightKg;
  const volume = item.volumeWeightKg;
  const base = money(price.basePrice, price);
  const additional = money(price.additionalPrice, price);
  const perKg = pricePerKg === null ? '' : money(pricePerKg, price);
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label={label ?? t`费用明细`}>
      <Line label={<Trans>体积重（÷{volumetricDivisor}）</Trans>}>{volume} kg</Line>
      <Line label={<Trans>计费重</Trans>}>{chargeable} kg</Line>
      <Line label={<Trans>计价分区</Trans>}>{zoneName}</Line>
      {price.pricingMethod === RatePricingMethod.Step ? (
        <>
          <Line label={<Trans>首重 {firstWeightKg} kg</Trans>}>{base}</Line>
          <Line label={<Trans>续重 {additionalSteps} × {additionalWeightKg} kg</Trans>}>{additional}</Line>
        </>
      ) : (
        <Line label={<Trans>{chargeable} kg × {perKg}/kg</Trans>}>{money(price.tariff, price)}</Line>
      )}
      {price.minimumApplied ? <Line label={<Trans>低于最低收费，按最低收费</Trans>}>{money(price.minimumCharge, price)}</Line> : null}
      <Line label={<Trans>燃油附加费 {fuelSurchargePercent}%</Trans>}>{money(price.fuelSurcharge, price)}</Line>
      <Line label={<Trans>合计</Trans>}>{money(price.total, price)}</Line>
    </DataList.Root>
  );
}
