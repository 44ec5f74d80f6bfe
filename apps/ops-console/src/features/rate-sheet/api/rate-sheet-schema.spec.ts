import { RatePricingMethod, type RateSheet } from '@forwarder/api-client/ops';
import { activateLocale } from '@forwarder/i18n';
import { appCatalog } from '@forwarder/testing';
import { emptyZone, rateSheetFieldPaths, rateSheetSchema, rateSheetValues, toRateSheetInput, type RateSheetFormValues } from './rate-sheet-schema';

const SHEET: RateSheet = {
  routingId: '196917bc-d75d-5eb2-be03-8a8b8a2dd328',
  currency: 'CNY',
  volumetricDivisor: 6000,
  chargeableWeightStepKg: 0.5,
  minimumCharge: 120,
  fuelSurchargePercent: 12.5,
  zones: [
    { code: 'US', nameZh: '美国', nameEn: 'United States', displayName: '美国', countryCodes: ['US'], pricingMethod: RatePricingMethod.Step, firstWeightKg: 0.5, firstWeightPrice: 120, additionalWeightKg: 0.5, additionalWeightPrice: 32, breaks: [] },
    { code: 'EU', nameZh: '欧洲', nameEn: 'Europe', displayName: '欧洲', countryCodes: ['GB', 'DE'], pricingMethod: RatePricingMethod.PerKg, firstWeightKg: null, firstWeightPrice: null, additionalWeightKg: null, additionalWeightPrice: null, breaks: [{ fromKg: 0, pricePerKg: 68 }, { fromKg: 21, pricePerKg: 56 }] },
  ],
  lastModificationTime: '2026-11-24T03:00:00.000Z',
  lastModifierUserName: 'demo-admin',
};

const issues = (values: RateSheetFormValues) => {
  const result = rateSheetSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

// The messages are Lingui's (read when an issue is made): the console's catalog, in Chinese.
beforeAll(() => activateLocale('zh-Hans', appCatalog('ops-console')));

describe('rate sheet form', () => {
  it('round-trips a sheet: each zone sends only the members of its pricing method', () => {
    const parsed = rateSheetSchema.parse(rateSheetValues(SHEET));
    expect(toRateSheetInput(parsed)).toEqual({
      currency: 'CNY',
      volumetricDivisor: 6000,
      chargeableWeightStepKg: 0.5,
      minimumCharge: 120,
      fuelSurchargePercent: 12.5,
      zones: [
        { code: 'US', nameZh: '美国', nameEn: 'United States', countryCodes: ['US'], pricingMethod: 'step', firstWeightKg: 0.5, firstWeightPrice: 120, additionalWeightKg: 0.5, additionalWeightPrice: 32 },
        { code: 'EU', nameZh: '欧洲', nameEn: 'Europe', countryCodes: ['GB', 'DE'], pricingMethod: 'per-kg', breaks: [{ fromKg: 0, pricePerKg: 68 }, { fromKg: 21, pricePerKg: 56 }] },
      ],
    });
  });

  it('puts the rules beyond the schema on the fields: breaks from 0 ascending, unique codes, a country in one zone, decimals', () => {
    const values = rateSheetValues(SHEET);
    const [us, eu] = values.zones as [RateSheetFormValues['zones'][number], RateSheetFormValues['zones'][number]];
    const found = issues({
      ...values,
      minimumCharge: '1.234',
      zones: [us, { ...eu, code: 'US', countryCodes: ['US', 'DE'], breaks: [{ fromKg: '1', pricePerKg: '68' }, { fromKg: '1', pricePerKg: '0' }] }],
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^minimumCharge: /),
        expect.stringMatching(/^zones\.1\.breaks\.0\.fromKg: /),
        expect.stringMatching(/^zones\.1\.breaks\.1\.fromKg: /),
        expect.stringMatching(/^zones\.1\.breaks\.1\.pricePerKg: /),
        expect.stringMatching(/^zones\.1\.code: /),
        expect.stringMatching(/^zones\.1\.countryCodes: .*US/),
      ]),
    );
    expect(found).not.toEqual(expect.arrayContaining([expect.stringMatching(/^zones\.0\./)]));
  });

  it('checks a step zone only for its step members, and a new zone needs its countries and prices', () => {
    const found = issues({ ...rateSheetValues(SHEET), zones: [{ ...emptyZone(), code: 'NEW', nameZh: '新', nameEn: 'New' }] });
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/^zones\.0\.countryCodes: /), expect.stringMatching(/^zones\.0\.firstWeightPrice: /), expect.stringMatching(/^zones\.0\.additionalWeightPrice: /)]));
    expect(found).not.toEqual(expect.arrayContaining([expect.stringMatching(/breaks/)]));
  });

  it("names every field the server's errors can point at", () => {
    const paths = rateSheetFieldPaths(rateSheetValues(SHEET));
    expect(paths).toEqual(expect.arrayContaining(['fuelSurchargePercent', 'zones.0.additionalWeightPrice', 'zones.1.countryCodes', 'zones.1.breaks', 'zones.1.breaks.1.pricePerKg']));
  });
});
