/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { screen, within } from '@testing-library/react';
import { ChargeLineKind, ChargeState } from '@forwarder/api-client';
import { appCatalog, renderWithProviders } from '@forwarder/testing';
import { OrderChargeDetails } from './order-charge';

// The lib's messages live in the catalogs of the apps that mount it.
const catalog = appCatalog('member-portal');

// docs/domain/billing.md, example 1: 8.5 kg, first 0.5 kg ¥120, 16 steps of ¥32, fuel 12.5 %.
const NOT_MANUAL = { lineId: null, chargeTypeCode: null, chargeTypeName: null, reason: null, sourceAmountMinor: null };
const charge = {
  totalMinor: 71100,
  currency: 'CNY' as const,
  sourceCurrency: null,
  exchangeRate: null,
  chargeableWeightKg: 8.5,
  creationTime: '2026-11-20T02:00:00.000Z',
  lines: [
    { kind: ChargeLineKind.FirstWeight, quantity: null, unitAmountMinor: null, weightKg: 0.5, basisPoints: null, amountMinor: 12000, ...NOT_MANUAL },
    { kind: ChargeLineKind.AdditionalWeight, quantity: 16, unitAmountMinor: 3200, weightKg: 0.5, basisPoints: null, amountMinor: 51200, ...NOT_MANUAL },
    { kind: ChargeLineKind.FuelSurcharge, quantity: null, unitAmountMinor: null, weightKg: null, basisPoints: 1250, amountMinor: 7900, ...NOT_MANUAL },
  ],
};

/** A line of the list: its label's item (label and value). */
const lineValue = (list: HTMLElement, label: string) => within(list).getByText(label).parentElement;

describe("an order's charge", () => {
  it('shows each line and the total in Chinese', async () => {
    await renderWithProviders(<OrderChargeDetails chargeState={ChargeState.Charged} charge={charge} />, { loadCatalog: catalog });
    const list = await screen.findByTestId('charge-breakdown');
    expect(within(list).getByText('8.5 kg')).toBeInTheDocument();
    expect(lineValue(list, '首重 0.5 kg')).toHaveTextContent('¥120.00');
    expect(lineValue(list, '续重 16 × 0.5 kg（每 0.5 kg ¥32.00）')).toHaveTextContent('¥512.00');
    expect(lineValue(list, '燃油附加费 12.5%')).toHaveTextContent('¥79.00');
    expect(screen.getByTestId('charge-total')).toHaveTextContent('¥711.00');
  });

  it('shows the lines in English, and marks an invoiced charge', async () => {
    await renderWithProviders(<OrderChargeDetails chargeState={ChargeState.Invoiced} charge={charge} />, { locale: 'en', loadCatalog: catalog });
    const list = await screen.findByTestId('charge-breakdown');
    expect(within(list).getByText('First 0.5 kg')).toBeInTheDocument();
    expect(within(list).getByText('Fuel surcharge 12.5%')).toBeInTheDocument();
    expect(screen.getByText('Invoiced')).toBeInTheDocument();
    expect(screen.getByTestId('charge-total')).toHaveTextContent('CN¥711.00');
  });

  it('names a staff-added line by its type in the reader\'s language, with the reason', async () => {
    const manual = { kind: ChargeLineKind.Manual, quantity: null, unitAmountMinor: null, weightKg: null, basisPoints: null, amountMinor: 5000, lineId: 'l1', chargeTypeCode: 'remote-area', chargeTypeName: '偏远地区附加费', reason: '邮编 99950 属偏远地区', sourceAmountMinor: null };
    await renderWithProviders(<OrderChargeDetails chargeState={ChargeState.Charged} charge={{ ...charge, totalMinor: 76100, lines: [...charge.lines, manual] }} />, { loadCatalog: catalog });
    const list = await screen.findByTestId('charge-breakdown');
    expect(within(list).getByText('偏远地区附加费')).toBeInTheDocument();
    expect(within(list).getByText('邮编 99950 属偏远地区')).toBeInTheDocument();
    expect(screen.getByTestId('charge-total')).toHaveTextContent('¥761.00');
  });

  it('shows the rate a charge was converted at and each line before conversion', async () => {
    // docs/domain/billing.md, example 6: ¥120.00, ¥512.00, ¥79.00 at 0.13888888 → $16.67, $71.11, $10.97.
    const converted = {
      ...charge,
      currency: 'USD' as const,
      sourceCurrency: 'CNY',
      exchangeRate: '0.13888888',
      totalMinor: 9875,
      lines: charge.lines.map((l, i) => ({ ...l, sourceAmountMinor: l.amountMinor, amountMinor: [1667, 7111, 1097][i] ?? 0 })),
    };
    await renderWithProviders(<OrderChargeDetails chargeState={ChargeState.Charged} charge={converted} />, { locale: 'en', loadCatalog: catalog });
    expect(await screen.findByTestId('charge-rate')).toHaveTextContent('The rate sheet is in CNY; each line converted at 1 CNY = 0.13888888 USD');
    expect(lineValue(await screen.findByTestId('charge-breakdown'), 'First 0.5 kg')).toHaveTextContent('$16.67CN¥120.00');
    expect(screen.getByTestId('charge-total')).toHaveTextContent('$98.75');
  });

  it('says why there is no charge yet', async () => {
    await renderWithProviders(<OrderChargeDetails chargeState={ChargeState.Uncharged} charge={null} />, { loadCatalog: catalog });
    expect(await screen.findByTestId('charge-none')).toHaveTextContent('尚未计费');
  });
});
