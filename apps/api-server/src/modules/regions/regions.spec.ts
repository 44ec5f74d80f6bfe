import { createTestContext, type TestContext } from '../../../test/harness';
import { systemModule } from '../system/module';
import { resolveAddressRegions } from './address-regions';
import { getRegionNames, validatePostalCode } from './region-chain';
import { CITY_COUNTRIES, regionDataset } from './region-data';
import { CITY_NAMES_ZH_COUNTRIES } from './city-names-zh';
import { regionId } from './region-ids';
import { regionsModule } from './module';
import { REGIONS_DATA_VERSION, seedRegions } from './regions.seeder';
import { TEST_REGIONS } from './testing';

interface RegionJson {
  id: string;
  code: string;
  parentId: string | null;
  level: number;
  displayName: string;
  hasChildren: boolean;
}

let ctx: TestContext;
let seedMs = 0;

beforeAll(async () => {
  ctx = await createTestContext({ modules: [regionsModule, systemModule] });
  regionDataset(); // built once per process; measured separately from the database work
  const started = Date.now();
  await ctx.db.transaction().execute((trx) => seedRegions(trx, ctx.dialect));
  seedMs = Date.now() - started;
  // eslint-disable-next-line no-console
  console.log(`regions seed on ${ctx.dialect}: ${seedMs} ms`);
  // The whole world's regions in one transaction: on PostgreSQL it passed Jest's 30 s once while the 2-core machine
  // also ran the browser suite and the type checks.
}, 120_000);
afterAll(() => ctx?.close());

const regionList = async (query: Record<string, string | number>, locale = 'zh-Hans') => {
  const res = await ctx.get('/api/f/area-management/region/list', { query, locale });
  return { res, items: (res.json() as { items: RegionJson[] }).items };
};

describe('seeding', () => {
  it('is idempotent and versioned', async () => {
    const before = await ctx.db.selectFrom('regions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await ctx.db.transaction().execute((trx) => seedRegions(trx, ctx.dialect))).toBe('skipped');
    await ctx.db.updateTable('settings').set({ value: 'old' }).where('name', '=', 'Regions.DataVersion').execute();
    expect(await ctx.db.transaction().execute((trx) => seedRegions(trx, ctx.dialect))).toBe('upgraded');
    const after = await ctx.db.selectFrom('regions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const version = await ctx.db.selectFrom('settings').select('value').where('name', '=', 'Regions.DataVersion').executeTakeFirst();
    expect(version?.value).toBe(REGIONS_DATA_VERSION);
  }, 120_000); // seeds the world's regions again: as long as the file's set-up (above)
});

describe('getRegionList', () => {
  it('cascades CN -> Guangdong -> Shenzhen -> Nanshan', async () => {
    const countries = await regionList({ level: 0 });
    expect(countries.res.statusCode).toBe(200);
    const cn = countries.items.find((r) => r.code === 'CN');
    expect(cn).toMatchObject({ id: TEST_REGIONS.china, displayName: '中国', level: 0, parentId: null, hasChildren: true });

    const provinces = await regionList({ level: 1, parentId: TEST_REGIONS.china });
    const gd = provinces.items.find((r) => r.displayName === '广东省');
    expect(gd).toMatchObject({ code: '440000', hasChildren: true, parentId: TEST_REGIONS.china });
    // zh-Hans lists are in pinyin order: 安徽 (an) comes first, 浙江 (zhe) last
    expect(provinces.items[0]?.displayName).toBe('安徽省');
    expect(provinces.items.at(-1)?.displayName).toBe('浙江省');

    const cities = await regionList({ level: 2, parentId: gd?.id ?? '' });
    const sz = cities.items.find((r) => r.displayName === '深圳市');
    expect(sz).toMatchObject({ code: '440300', hasChildren: true });

    const districts = await regionList({ level: 3, parentId: sz?.id ?? '' });
    expect(districts.items.find((r) => r.displayName === '南山区')).toMatchObject({ code: '440305', hasChildren: false, level: 3 });
  });

  it('answers English names and filters by keyword in either language or the code', async () => {
    const en = await regionList({ level: 1, parentId: TEST_REGIONS.china, keyword: 'guang' }, 'en');
    expect(en.items.map((r) => r.displayName).sort()).toEqual(['Guangdong', 'Guangxi Zhuang']);
    const zh = await regionList({ level: 0, keyword: '美国' });
    expect(zh.items.map((r) => r.code)).toContain('US');
    const byCode = await regionList({ level: 0, keyword: 'us' });
    expect(byCode.items.map((r) => r.code)).toContain('US');
  });

  it('names Chinese cities and districts in pinyin and foreign states in Chinese', async () => {
    const districts = await regionList({ level: 3, parentId: TEST_REGIONS.shenzhen }, 'en');
    expect(districts.items.find((r) => r.code === '440305')?.displayName).toBe('Nanshan');
    // No Chinese characters left in the English list (the fault: "China-Guangdong-广州市-白云区").
    expect(districts.items.every((r) => /^[A-Za-z' -]+$/.test(r.displayName))).toBe(true);
    const cities = await regionList({ level: 2, parentId: TEST_REGIONS.guangdong }, 'en');
    expect(cities.items.map((r) => r.displayName)).toEqual(expect.arrayContaining(['Guangzhou', 'Shenzhen']));
    const states = await regionList({ level: 1, parentId: TEST_REGIONS.unitedStates });
    expect(states.items.find((r) => r.code === 'US-CA')?.displayName).toBe('加利福尼亚州');
    // Sorted in pinyin order in Chinese: 阿拉斯加州 (a) before 怀俄明州 (huai).
    const zhNames = states.items.map((r) => r.displayName);
    expect(zhNames.indexOf('阿拉斯加州')).toBeLessThan(zhNames.indexOf('怀俄明州'));
    const byKeyword = await regionList({ level: 3, parentId: TEST_REGIONS.shenzhen, keyword: 'nanshan' });
    expect(byKeyword.items.map((r) => r.displayName)).toEqual(['南山区']);
  });

  it('names the main foreign cities in Chinese from GeoNames, in English unchanged (issue 27)', async () => {
    const city = async (stateId: string, nameEn: string) => {
      const en = await regionList({ level: 2, parentId: stateId, keyword: nameEn }, 'en');
      const found = en.items.find((r) => r.displayName === nameEn);
      const zh = await regionList({ level: 2, parentId: stateId, keyword: nameEn });
      return { id: found?.id, zh: zh.items.find((r) => r.id === found?.id)?.displayName };
    };
    const losAngeles = await city(TEST_REGIONS.california, 'Los Angeles');
    expect(losAngeles.zh).toBe('洛杉矶');
    expect((await city(regionId(1, 'DE-BE'), 'Berlin')).zh).toBe('柏林');
    expect((await city(regionId(1, 'JP-13'), 'Tokyo')).zh).toBe('东京');
    expect((await city(regionId(1, 'GB-ENG'), 'London')).zh).toBe('伦敦');
    // The Chinese name is searchable too.
    const byZh = await regionList({ level: 2, parentId: TEST_REGIONS.california, keyword: '洛杉矶' });
    expect(byZh.items.map((r) => r.id)).toContain(losAngeles.id);
    // An address reads in one language: '美国-加利福尼亚州-洛杉矶', not '…-Los Angeles'.
    const chain = { regionLv0Id: TEST_REGIONS.unitedStates, regionLv1Id: TEST_REGIONS.california, regionLv2Id: losAngeles.id };
    expect(await resolveAddressRegions(ctx.db, chain, 'zh-Hans')).toMatchObject({ ok: true, regions: { area: '美国-加利福尼亚州-洛杉矶' } });
    expect(await resolveAddressRegions(ctx.db, chain, 'en')).toMatchObject({ ok: true, regions: { area: 'United States-California-Los Angeles' } });
    // A typed city name in either language matches the city, which then reads in the page's language.
    for (const cityName of ['los angeles', '洛杉矶']) {
      const typed = await resolveAddressRegions(ctx.db, { ...chain, regionLv2Id: null, cityName }, 'zh-Hans');
      expect(typed).toMatchObject({ ok: true, regions: { regionLv2Id: losAngeles.id, cityName: null, area: '美国-加利福尼亚州-洛杉矶' } });
    }
  });

  it('finds the city of a country whose addresses name no state, typed alone in either language (issue 27)', async () => {
    // The German form has no state: the postcode lookup fills 柏林 on a Chinese page, Berlin on an English one.
    const germany = regionId(0, 'DE');
    for (const cityName of ['柏林', 'berlin']) {
      const zh = await resolveAddressRegions(ctx.db, { regionLv0Id: germany, cityName }, 'zh-Hans');
      expect(zh).toMatchObject({ ok: true, regions: { regionLv1Id: regionId(1, 'DE-BE'), cityName: null, stateName: null, area: '德国-柏林-柏林' } });
      const en = await resolveAddressRegions(ctx.db, { regionLv0Id: germany, cityName }, 'en');
      expect(en).toMatchObject({ ok: true, regions: { regionLv2Id: zh.ok ? zh.regions.regionLv2Id : 'none', area: 'Germany-Berlin-Berlin' } });
    }
    // A name several states' cities share stays as typed; so does one we do not know.
    const cities = await ctx.db.selectFrom('regions').select(['nameEn']).where('level', '=', 2).where('countryCode', '=', 'DE').execute();
    const counts = new Map<string, number>();
    for (const { nameEn } of cities) counts.set(nameEn.toLowerCase(), (counts.get(nameEn.toLowerCase()) ?? 0) + 1);
    const shared = [...counts].find(([, n]) => n > 1)?.[0];
    expect(shared).toBeDefined();
    for (const cityName of [shared ?? '', 'Nirgendwo am See']) {
      const typed = await resolveAddressRegions(ctx.db, { regionLv0Id: germany, cityName }, 'en');
      expect(typed).toMatchObject({ ok: true, regions: { regionLv1Id: null, regionLv2Id: null, cityName } });
    }
  });

  it('has the Chinese city names of exactly the countries whose cities it seeds', () => {
    expect([...CITY_NAMES_ZH_COUNTRIES].sort()).toEqual([...CITY_COUNTRIES].sort());
    expect(regionDataset().stats.citiesNamedZh).toBeGreaterThan(10_000);
  });

  it('lists US states with cities', async () => {
    const states = await regionList({ level: 1, parentId: TEST_REGIONS.unitedStates }, 'en');
    expect(states.items.find((r) => r.code === 'US-NY')).toMatchObject({ displayName: 'New York', hasChildren: true });
    const cities = await regionList({ level: 2, parentId: TEST_REGIONS.newYorkState, keyword: 'new york' }, 'en');
    expect(cities.items.map((r) => r.displayName)).toContain('New York City');
  });

  it('400 on parentId when a level above 0 has none', async () => {
    const { res } = await regionList({ level: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['parentId']);
  });

  it('400 on the contract rules (level out of range), in English when asked', async () => {
    const { res } = await regionList({ level: 4 }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['level']);
  });

  it('404 for an unknown parent, 400 for a parent of the wrong level', async () => {
    expect((await regionList({ level: 1, parentId: '00000000-0000-4000-8000-000000000000' })).res.statusCode).toBe(404);
    const wrong = await regionList({ level: 3, parentId: TEST_REGIONS.china });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.res.json().error.validationErrors[0].members).toEqual(['parentId']);
  });
});

describe('getAllAreas', () => {
  it('lists countries with postal code patterns by default', async () => {
    const res = await ctx.get('/api/f/area-management/area/all-list', { locale: 'en' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { code: string; level: number; postalCodePattern: string | null; displayName: string }[];
    expect(items.length).toBeGreaterThan(240);
    expect(items.find((a) => a.code === 'CN')).toMatchObject({ level: 1, postalCodePattern: '^(?:\\d{6})$', displayName: 'China' });
    expect(items.find((a) => a.code === 'AE')?.postalCodePattern).toBeNull();
    const coverage = Object.fromEntries(items.map((a) => [a.code, (a as { postalCodeCoverage?: string }).postalCodeCoverage]));
    expect(coverage).toMatchObject({ US: 'lookup', CA: 'lookup', DE: 'lookup', JP: 'lookup', CN: 'lookup', GB: 'format-only', AE: 'none' });
  });

  it('lists the cities (AreaLevel 4) of one country', async () => {
    const res = await ctx.get('/api/f/area-management/area/all-list', { query: { level: 4, countryCode: 'cn' } });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { code: string; level: number; countryCode: string; postalCodeCoverage: string | null }[];
    expect(items.find((a) => a.code === '440300')).toMatchObject({ level: 4, countryCode: 'CN', postalCodeCoverage: null });
    expect(items.every((a) => a.countryCode === 'CN' && a.level === 4)).toBe(true);
  });

  it('400 on countryCode when a lower level has none or an unknown one', async () => {
    const missing = await ctx.get('/api/f/area-management/area/all-list', { query: { level: 2 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors[0].members).toEqual(['countryCode']);
    const unknown = await ctx.get('/api/f/area-management/area/all-list', { query: { level: 2, countryCode: 'ZZ' } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('getRegionsByPostalCode', () => {
  it('US ZIP 10001 -> New York', async () => {
    const res = await ctx.get('/api/f/area-management/region/list-by-postal-code', {
      query: { countryCode: 'us', postalCode: ' 10001 ' },
      locale: 'en',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ countryCode: 'US', postalCode: '10001', coverage: 'lookup' });
    expect(body.items).toHaveLength(1);
    expect(body.items[0].regionLv0).toMatchObject({ code: 'US', displayName: 'United States' });
    expect(body.items[0].regionLv1).toMatchObject({ code: 'US-NY', displayName: 'New York' });
    expect(body.items[0].regionLv2?.displayName).toBe('New York City');
    expect(body.items[0].regionLv3).toBeNull();
  });

  it('accepts ZIP+4 and a well-formed code without data', async () => {
    const plus4 = await ctx.get('/api/f/area-management/region/list-by-postal-code', { query: { countryCode: 'US', postalCode: '10001-1234' } });
    expect(plus4.statusCode).toBe(200);
    expect(plus4.json().items).toHaveLength(1);
    const unknownZip = await ctx.get('/api/f/area-management/region/list-by-postal-code', { query: { countryCode: 'US', postalCode: '00000' } });
    expect(unknownZip.statusCode).toBe(200);
    expect(unknownZip.json()).toMatchObject({ coverage: 'lookup', items: [] });
  });

  const lookup = async (countryCode: string, postalCode: string, locale = 'zh-Hans') => {
    const res = await ctx.get('/api/f/area-management/region/list-by-postal-code', { query: { countryCode, postalCode }, locale });
    expect(res.statusCode).toBe(200);
    return res.json() as { coverage: string; postalCode: string; items: { regionLv1: RegionJson | null; regionLv2: RegionJson | null }[] };
  };
  const names = (chain: { regionLv1: RegionJson | null; regionLv2: RegionJson | null } | undefined) => [
    chain?.regionLv1?.displayName ?? null,
    chain?.regionLv2?.displayName ?? null,
  ];

  it('DE: a PLZ fills the Land and the city, in both languages', async () => {
    expect(names((await lookup('DE', '10115', 'en')).items[0])).toEqual(['Berlin', 'Berlin']);
    expect(names((await lookup('DE', '10115')).items[0])).toEqual(['柏林', '柏林']);
    const munich = await lookup('DE', '80331', 'en');
    expect(munich.coverage).toBe('lookup');
    expect(names(munich.items[0])).toEqual(['Bavaria', 'Munich']);
    expect(names((await lookup('DE', '80331')).items[0])).toEqual(['巴伐利亚州', '慕尼黑']);
  });

  it('CA: the FSA of a postal code fills the province', async () => {
    const ottawa = await lookup('CA', 'k1a 0b1', 'en');
    expect(ottawa).toMatchObject({ postalCode: 'K1A 0B1', coverage: 'lookup' });
    expect(ottawa.items[0]?.regionLv1).toMatchObject({ code: 'CA-ON', displayName: 'Ontario' });
    expect((await lookup('CA', 'K1A0B1')).items[0]?.regionLv1?.displayName).toBe('安大略省');
  });

  it('JP: a 7-digit code fills the prefecture (hyphen optional)', async () => {
    const tokyo = await lookup('JP', '100-0001', 'en');
    expect(tokyo.coverage).toBe('lookup');
    expect(tokyo.items).toHaveLength(1);
    expect(tokyo.items[0]?.regionLv1).toMatchObject({ code: 'JP-13', displayName: 'Tokyo' });
    expect((await lookup('JP', '1000001')).items[0]?.regionLv1?.displayName).toBe('东京都');
  });

  it('CN: a code fills the province and the city by its prefix, never the district', async () => {
    const nanshan = await lookup('CN', '518057', 'en');
    expect(nanshan).toMatchObject({ postalCode: '518057', coverage: 'lookup' });
    expect(nanshan.items).toHaveLength(1);
    expect(names(nanshan.items[0])).toEqual(['Guangdong', 'Shenzhen']);
    expect(names((await lookup('CN', '518057')).items[0])).toEqual(['广东省', '深圳市']);
    // A municipality's city level is the municipality (北京市 › 北京市 › district).
    expect(names((await lookup('CN', '100080')).items[0])).toEqual(['北京市', '北京市']);
    expect(names((await lookup('CN', '200120', 'en')).items[0])).toEqual(['Shanghai', 'Shanghai']);
    // A prefix the table does not know (no Chinese code starts with 99) finds nothing rather than a guess.
    expect(await lookup('CN', '999999')).toMatchObject({ coverage: 'lookup', items: [] });
  });

  it('countries without postal data answer format-only (GB) or none (no known format)', async () => {
    expect(await lookup('GB', 'sw1a 1aa')).toMatchObject({ postalCode: 'SW1A 1AA', coverage: 'format-only', items: [] });
    expect(await lookup('AE', '00120')).toMatchObject({ coverage: 'none', items: [] });
  });

  it('400 on postalCode for a bad format, with the message in the request language', async () => {
    for (const [locale, text] of [['en', 'postal code'], ['zh-Hans', '邮政编码']] as const) {
      const res = await ctx.get('/api/f/area-management/region/list-by-postal-code', { query: { countryCode: 'CN', postalCode: '5180' }, locale });
      expect(res.statusCode).toBe(400);
      const error = res.json().error;
      expect(error.validationErrors[0].members).toEqual(['postalCode']);
      expect(error.validationErrors[0].message).toContain(text);
    }
  });

  it('400 on countryCode for an unknown country', async () => {
    const res = await ctx.get('/api/f/area-management/region/list-by-postal-code', { query: { countryCode: 'ZZ', postalCode: '1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['countryCode']);
  });
});

describe('resolveAddressRegions (chosen ids)', () => {
  it('resolves a full chain with display names and area', async () => {
    const ids = { regionLv0Id: TEST_REGIONS.china, regionLv1Id: TEST_REGIONS.guangdong, regionLv2Id: TEST_REGIONS.shenzhen, regionLv3Id: TEST_REGIONS.nanshan };
    const zh = await resolveAddressRegions(ctx.db, ids, 'zh-Hans');
    expect(zh).toEqual({
      ok: true,
      regions: {
        countryCode: 'CN',
        ...ids,
        regionLv0DisplayName: '中国',
        regionLv1DisplayName: '广东省',
        regionLv2DisplayName: '深圳市',
        regionLv3DisplayName: '南山区',
        area: '中国-广东省-深圳市-南山区',
        stateName: null,
        cityName: null,
        districtName: null,
      },
    });
  });

  it('resolves the area in the request language: English has no Chinese name, Chinese no English state', async () => {
    const cn = { regionLv0Id: TEST_REGIONS.china, regionLv1Id: TEST_REGIONS.guangdong, regionLv2Id: TEST_REGIONS.shenzhen, regionLv3Id: TEST_REGIONS.nanshan };
    expect(await resolveAddressRegions(ctx.db, cn, 'en')).toMatchObject({ ok: true, regions: { area: 'China-Guangdong-Shenzhen-Nanshan' } });
    const us = { regionLv0Id: TEST_REGIONS.unitedStates, regionLv1Id: TEST_REGIONS.california };
    const cities = await regionList({ level: 2, parentId: TEST_REGIONS.california, keyword: 'Beverly Hills' }, 'en');
    const beverlyHills = cities.items.find((r) => r.displayName === 'Beverly Hills');
    const zh = await resolveAddressRegions(ctx.db, { ...us, regionLv2Id: beverlyHills?.id }, 'zh-Hans');
    expect(zh).toMatchObject({ ok: true, regions: { area: '美国-加利福尼亚州-Beverly Hills' } });
  });

  it('accepts a short chain when the country requires no further level (Singapore: street and postcode)', async () => {
    const result = await resolveAddressRegions(ctx.db, { regionLv0Id: TEST_REGIONS.singapore }, 'en');
    expect(result).toMatchObject({ ok: true, regions: { countryCode: 'SG', regionLv1Id: null, regionLv1DisplayName: '', area: 'Singapore' } });
  });

  it('rejects a wrong parent', async () => {
    const result = await resolveAddressRegions(
      ctx.db,
      { regionLv0Id: TEST_REGIONS.unitedStates, regionLv1Id: TEST_REGIONS.guangdong, regionLv2Id: TEST_REGIONS.shenzhen, regionLv3Id: TEST_REGIONS.nanshan },
      'en',
      { memberPrefix: 'receiver.' },
    );
    expect(result).toEqual({ ok: false, issues: [{ members: ['receiver.regionLv1Id'], messageKey: 'Regions:WrongParent' }] });
  });

  it('rejects a missing required level and an unknown id', async () => {
    const missing = await resolveAddressRegions(ctx.db, { regionLv0Id: TEST_REGIONS.china, regionLv1Id: TEST_REGIONS.guangdong }, 'zh-Hans');
    expect(missing).toEqual({ ok: false, issues: [{ members: ['regionLv2Id'], messageKey: 'Regions:RegionRequired' }] });
    const unknown = await resolveAddressRegions(ctx.db, { regionLv0Id: TEST_REGIONS.guangdong }, 'zh-Hans');
    expect(unknown).toEqual({ ok: false, issues: [{ members: ['regionLv0Id'], messageKey: 'Regions:UnknownRegion' }] });
  });

  it('getRegionNames answers many names in one call', async () => {
    const names = await getRegionNames(ctx.db, [TEST_REGIONS.china, TEST_REGIONS.newYorkState, null, 'nope'], 'en');
    expect(Object.fromEntries(names)).toEqual({ [TEST_REGIONS.china]: 'China', [TEST_REGIONS.newYorkState]: 'New York' });
  });

  it('validatePostalCode knows the main formats and falls back to a generic rule', () => {
    expect(validatePostalCode('CA', 'k1a 0b1')).toMatchObject({ valid: true, normalized: 'K1A 0B1' });
    expect(validatePostalCode('GB', 'SW1A 1AA').valid).toBe(true);
    expect(validatePostalCode('JP', '100-0001').valid).toBe(true);
    expect(validatePostalCode('AU', '20000').valid).toBe(false);
    expect(validatePostalCode('US', '1234').valid).toBe(false);
    expect(validatePostalCode('AE', '00120').valid).toBe(true);
    expect(validatePostalCode('AE', '00120!').valid).toBe(false);
  });
});
