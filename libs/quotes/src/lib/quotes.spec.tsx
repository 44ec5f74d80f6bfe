import { appCatalog, quoteItem, quotePrice, renderWithProviders } from '@forwarder/testing';
import { screen, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { BOX_LINE_FIELDS, completeBoxLines, emptyBoxLine } from './box-line-values';
import { boxLineSchema } from './box-lines';
import { QuoteBreakdown } from './quote-breakdown';

// The lib's messages live in the catalogs of the apps that mount it: the member portal's main catalog (in the public
// site they are the quote route catalog, loaded by its route, not by appCatalog).
const loadCatalog = appCatalog('member-portal');

describe('box lines', () => {
  it('gives the numbers only once every line is complete and valid', () => {
    const box = { quantity: '2', weightKg: '12', lengthCm: '50', widthCm: '40', heightCm: '30' };
    expect(completeBoxLines([box, { ...box, quantity: '1', weightKg: '8.5', heightCm: '40' }])).toEqual([
      { quantity: 2, weightKg: 12, lengthCm: 50, widthCm: 40, heightCm: 30 },
      { quantity: 1, weightKg: 8.5, lengthCm: 50, widthCm: 40, heightCm: 40 },
    ]);
    expect(completeBoxLines([box, emptyBoxLine])).toBeNull();
    expect(completeBoxLines([{ ...box, weightKg: '12.' }])).toBeNull();
    expect(completeBoxLines([{ ...box, quantity: '0' }])).toBeNull();
    expect(completeBoxLines([])).toBeNull();
  });

  it('accepts exactly what the form rules accept, with the same numbers (its check has no zod: issue 28)', () => {
    const box = { quantity: '2', weightKg: '12', lengthCm: '50', widthCm: '40', heightCm: '30' };
    const texts = ['1', ' 2 ', '0', '00', '0.0', '0.5', '1.', '.5', '1.25', '01', '999', '0999', '1000', '1000.0', '1000.01', '500', '500.5', '501', '', ' ', 'abc', '1e3', '-1', '+1', '1,5', '１２', '9'.repeat(400)];
    const cases = BOX_LINE_FIELDS.flatMap((field) => texts.map((text) => ({ ...box, [field]: text })));
    for (const line of cases) {
      const rules = z.array(boxLineSchema).safeParse([line]);
      expect({ line, lines: completeBoxLines([line]) }).toEqual({ line, lines: rules.success ? rules.data : null });
    }
    expect(cases.filter((line) => completeBoxLines([line]) !== null).length).toBeGreaterThan(20);
  });
});

describe('quote breakdown', () => {
  it("shows the server's figures line by line: weights, first and additional weight, fuel surcharge, total", async () => {
    await renderWithProviders(<QuoteBreakdown item={quoteItem()} price={quotePrice()} />, { loadCatalog });
    const list = screen.getByLabelText('费用明细');
    const text = list.textContent ?? '';
    expect(text).toContain('体积重（÷6000）33.33 kg');
    expect(text).toContain('计费重37.5 kg');
    expect(text).toContain('首重 0.5 kg¥120.00');
    expect(text).toContain('续重 74 × 0.5 kg¥2,368.00');
    expect(text).toContain('燃油附加费 12.5%¥311.00');
    expect(text).toContain('合计¥2,799.00');
    expect(text).not.toContain('最低收费');
  });

  it('speaks English, shows a per-kg tariff and says when the minimum charge applied', async () => {
    const price = quotePrice({
      pricingMethod: 'per-kg',
      firstWeightKg: null,
      basePrice: 0,
      additionalSteps: 0,
      additionalWeightKg: null,
      additionalPrice: 0,
      pricePerKg: 2,
      tariff: 3,
      minimumCharge: 120,
      minimumApplied: true,
      fuelSurcharge: 15,
      total: 135,
      currency: 'USD',
    });
    await renderWithProviders(<QuoteBreakdown item={quoteItem({ chargeableWeightKg: 1.5, price })} price={price} />, { loadCatalog, locale: 'en' });
    const list = within(screen.getByLabelText('Price breakdown'));
    expect(list.getByText('1.5 kg × $2.00/kg')).toBeInTheDocument();
    expect(list.getByText('Below the minimum charge: minimum charge applies')).toBeInTheDocument();
    expect(list.getByText('$135.00')).toBeInTheDocument();
  });
});
