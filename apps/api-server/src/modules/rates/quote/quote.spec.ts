import { createTestContext, type TestContext } from '../../../../test/harness';
import { errorOf, F, membersOf, OPS, setUpOps, type OpsActors } from '../../orders/testing/ops-fixtures';
import { AIR_STD } from '../../orders/testing/fixtures';
import { QUOTE_RATE_LIMIT } from '../api-f.handlers';
import { rateSheetsSeeder } from '../seed/rates.seeder';

// The public quote on the real server with the seeded products and rate sheets: no sign-in, both languages, the
// products that deliver to the destination priced or refused with a reason, and what a changed product does.

const QUOTE = `${F}/quote`;
const LA_BOXES = [
  { quantity: 2, weightKg: 12, lengthCm: 50, widthCm: 40, heightCm: 30 },
  { quantity: 1, weightKg: 8.5, lengthCm: 50, widthCm: 40, heightCm: 40 },
];

interface Item {
  routingCode: string;
  displayName: string;
  available: boolean;
  unavailableReason: string | null;
  unavailableMessage: string | null;
  chargeableWeightKg: number;
  volumeWeightKg: number;
  price: Record<string, unknown> | null;
}

describe('getQuote (public)', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  let ip = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
    const quiet = { info: () => undefined, warn: () => undefined };
    await ctx.db.transaction().execute((trx) => rateSheetsSeeder.seed(trx, { demo: false, config: ctx.config, log: quiet }));
  });
  afterAll(() => ctx?.close());

  /** Anonymous, from an address of its own unless told (the quote is rate-limited per address). */
  const ask = (body: Record<string, unknown>, locale = 'en', options: { remoteAddress?: string; token?: string } = {}) =>
    ctx.inject({
      method: 'POST',
      url: QUOTE,
      remoteAddress: options.remoteAddress ?? `10.99.${Math.floor(++ip / 250)}.${ip % 250}`,
      headers: { 'content-type': 'application/json', 'accept-language': locale, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      payload: JSON.stringify(body),
    });
  const items = async (body: Record<string, unknown>, locale = 'en'): Promise<Item[]> => {
    const res = await ask(body, locale);
    expect(res.statusCode).toBe(200);
    return res.json().items;
  };

  it('prices 3 boxes to Los Angeles by air without signing in, in both languages', async () => {
    const res = await ask({ destinationCountryCode: 'US', transportMode: 10, parcels: LA_BOXES });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ destinationCountryCode: 'US', parcelCount: 3, totalWeightKg: 32.5 });
    expect(body.items.map((i: Item) => i.routingCode)).toEqual(['AIR-STD', 'AIR-EXP', 'AIR-ECO']);
    // rates/pricing.spec.ts works the Standard air figure out: 37.5 kg, ¥120 + 74 × ¥32 = ¥2,488, + 12.5 % = ¥2,799.
    expect(body.items[0]).toEqual({
      routingId: AIR_STD,
      routingCode: 'AIR-STD',
      displayName: 'Standard air',
      description: 'Direct flights via Hong Kong, door to door in 5–8 working days',
      transportMode: 10,
      transitDaysMin: 5,
      transitDaysMax: 8,
      available: true,
      unavailableReason: null,
      unavailableMessage: null,
      volumeWeightKg: 33.33,
      chargeableWeightKg: 37.5,
      price: {
        currency: 'CNY',
        zoneCode: 'US',
        zoneName: 'United States',
        pricingMethod: 'step',
        volumetricDivisor: 6000,
        firstWeightKg: 0.5,
        basePrice: 120,
        additionalSteps: 74,
        additionalWeightKg: 0.5,
        additionalPrice: 2368,
        pricePerKg: null,
        tariff: 2488,
        minimumCharge: 120,
        minimumApplied: false,
        fuelSurchargePercent: 12.5,
        fuelSurcharge: 311,
        total: 2799,
      },
    });
    // Express divides by 5000: 12 + 12 + 16 = 40 kg; ¥180 + 79 × ¥46 = ¥3,814, + 18 % = ¥686.52 → ¥4,500.52.
    expect(body.items[1]).toMatchObject({ chargeableWeightKg: 40, volumeWeightKg: 40, price: { volumetricDivisor: 5000, tariff: 3814, fuelSurcharge: 686.52, total: 4500.52 } });
    // Economy per kg, 1 kg steps: 38 kg at the 21 kg break, 38 × ¥55 = ¥2,090, + 10 % = ¥2,299.
    expect(body.items[2]).toMatchObject({ chargeableWeightKg: 38, price: { pricingMethod: 'per-kg', pricePerKg: 55, firstWeightKg: null, additionalWeightKg: null, tariff: 2090, total: 2299 } });

    const zh = await items({ destinationCountryCode: 'US', transportMode: 10, parcels: LA_BOXES }, 'zh-Hans');
    expect(zh[0]).toMatchObject({ displayName: '标准空运', price: { zoneName: '美国', total: 2799 } });
  });

  it('lists every mode without transportMode, one product with routingId, and accepts a signed-in caller too', async () => {
    expect((await items({ destinationCountryCode: 'US', parcels: LA_BOXES })).map((i) => i.routingCode)).toEqual(['AIR-STD', 'AIR-EXP', 'AIR-ECO', 'SEA-LCL', 'SEA-FCL']);
    expect((await items({ destinationCountryCode: 'US', transportMode: 20, parcels: LA_BOXES })).map((i) => i.routingCode)).toEqual(['SEA-LCL', 'SEA-FCL']);
    expect((await items({ destinationCountryCode: 'US', routingId: AIR_STD, parcels: LA_BOXES })).map((i) => i.routingCode)).toEqual(['AIR-STD']);
    const signedIn = await ask({ destinationCountryCode: 'US', routingId: AIR_STD, parcels: LA_BOXES }, 'en', { token: await ctx.tokenFor(actors.member) });
    expect(signedIn.json().items[0].price.total).toBe(2799);
  });

  it('says in the caller’s language why a product cannot take the parcels, and leaves out products that do not go there', async () => {
    const heavy = [{ quantity: 1, weightKg: 35, lengthCm: 60, widthCm: 50, heightCm: 40 }];
    const express = (await items({ destinationCountryCode: 'US', transportMode: 10, parcels: heavy })).find((i) => i.routingCode === 'AIR-EXP');
    expect(express).toMatchObject({ available: false, unavailableReason: 'box-over-max-weight', unavailableMessage: 'Each box may weigh at most 30 kg with this product', price: null });
    const expressZh = (await items({ destinationCountryCode: 'US', transportMode: 10, parcels: heavy }, 'zh-Hans')).find((i) => i.routingCode === 'AIR-EXP');
    expect(expressZh?.unavailableMessage).toBe('该产品每箱实重不能超过 30 公斤');
    // 6 boxes of 60 kg: 360 kg > Standard air's 300 kg.
    const tooMuch = await items({ destinationCountryCode: 'US', routingId: AIR_STD, parcels: [{ quantity: 6, weightKg: 60, lengthCm: 60, widthCm: 50, heightCm: 40 }] });
    expect(tooMuch[0]).toMatchObject({ unavailableReason: 'over-max-weight', unavailableMessage: 'The chargeable weight of 360 kg is above this product’s limit of 300 kg', chargeableWeightKg: 360 });
    // Brazil: only the products delivering everywhere are listed, and their sheets have no zone for it.
    const brazil = await items({ destinationCountryCode: 'BR', parcels: LA_BOXES });
    expect(brazil.map((i) => i.routingCode)).toEqual(['AIR-ECO', 'SEA-FCL']);
    expect(brazil[0]).toMatchObject({ available: false, unavailableReason: 'no-rate', unavailableMessage: 'This product has no rate to Brazil yet', chargeableWeightKg: 38 });
    expect((await items({ destinationCountryCode: 'BR', parcels: LA_BOXES }, 'zh-Hans'))[0]?.unavailableMessage).toBe('该产品暂无发往巴西的运价');
  });

  it('a retired product leaves the quote at once, and comes back when restored', async () => {
    const state = (isActive: boolean) => ctx.put(`${OPS}/routings/${AIR_STD}/state`, { token: actors.admin, body: { isActive } });
    expect((await state(false)).statusCode).toBe(200);
    expect((await items({ destinationCountryCode: 'US', transportMode: 10, parcels: LA_BOXES })).map((i) => i.routingCode)).toEqual(['AIR-EXP', 'AIR-ECO']);
    expect(await items({ destinationCountryCode: 'US', routingId: AIR_STD, parcels: LA_BOXES })).toEqual([]);
    expect((await state(true)).statusCode).toBe(200);
    expect((await items({ destinationCountryCode: 'US', transportMode: 10, parcels: LA_BOXES }))[0]?.routingCode).toBe('AIR-STD');
  });

  it('answers bad input with 400 in the contract’s error shape', async () => {
    const unknown = await ask({ destinationCountryCode: 'XX', parcels: LA_BOXES });
    expect(unknown.statusCode).toBe(400);
    expect(membersOf(unknown)).toEqual(['destinationCountryCode']);
    expect(errorOf(unknown).validationErrors?.[0]?.message).toBe('There is no country with the code XX.');
    for (const body of [
      { destinationCountryCode: 'US', parcels: [] },
      { destinationCountryCode: 'us', parcels: LA_BOXES },
      { destinationCountryCode: 'US', parcels: [{ quantity: 1, weightKg: 0, lengthCm: 10, widthCm: 10, heightCm: 10 }] },
      { destinationCountryCode: 'US', transportMode: 30, parcels: LA_BOXES },
      { destinationCountryCode: 'US', parcels: LA_BOXES, price: 1 },
    ]) {
      const res = await ask(body);
      expect([res.statusCode, errorOf(res).code]).toEqual([400, 'Validation']);
    }
  });

  it('seeding again adds nothing and keeps what staff changed', async () => {
    const quiet = { info: () => undefined, warn: () => undefined };
    const sheet = await ctx.get(`${OPS}/routings/${AIR_STD}/rate-sheet`, { token: actors.admin });
    const changed = { ...sheet.json(), fuelSurchargePercent: 0 };
    const { routingId: _r, lastModificationTime: _t, lastModifierUserName: _u, ...input } = changed;
    input.zones = input.zones.map(({ displayName: _d, breaks, ...zone }: { displayName: string; breaks: unknown[]; pricingMethod: string }) => {
      const present = Object.fromEntries(Object.entries(zone).filter(([, v]) => v !== null));
      return zone.pricingMethod === 'step' ? present : { ...present, breaks };
    });
    // The test regions know only some of the seeded countries: keep the zones they know.
    input.zones = input.zones.filter((z: { countryCodes: string[] }) => z.countryCodes.every((c) => ['US', 'GB', 'CN', 'BR'].includes(c)));
    expect((await ctx.put(`${OPS}/routings/${AIR_STD}/rate-sheet`, { token: actors.admin, body: input })).statusCode).toBe(200);
    const count = async () => Number((await ctx.db.selectFrom('rate_sheets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await ctx.db.transaction().execute((trx) => rateSheetsSeeder.seed(trx, { demo: false, config: ctx.config, log: quiet }));
    expect(await count()).toBe(before);
    // ¥2,488 without the fuel surcharge now.
    expect((await items({ destinationCountryCode: 'US', routingId: AIR_STD, parcels: LA_BOXES }))[0]?.price).toMatchObject({ fuelSurcharge: 0, total: 2488 });
  });

  it(`limits an address to ${QUOTE_RATE_LIMIT.limit} quotes a minute`, async () => {
    const body = { destinationCountryCode: 'US', routingId: AIR_STD, parcels: LA_BOXES };
    for (let i = 0; i < QUOTE_RATE_LIMIT.limit; i++) expect((await ask(body, 'en', { remoteAddress: '10.98.0.1' })).statusCode).toBe(200);
    const limited = await ask(body, 'en', { remoteAddress: '10.98.0.1' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(body, 'en', { remoteAddress: '10.98.0.2' })).statusCode).toBe(200);
  });
});
