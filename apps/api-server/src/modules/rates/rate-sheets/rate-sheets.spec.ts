import { createTestContext, type TestContext } from '../../../../test/harness';
import { auditCount, errorOf, F, membersOf, OPS, setUpOps, type OpsActors } from '../../orders/testing/ops-fixtures';
import { readWorkbook, rowsOf, uploadPreview, workbookOf } from '../../orders/testing/documents-fixtures';

// Rate sheets as admins edit them: read (a product without one answers its defaults), replaced whole with every
// rule checked, and zones imported from a spreadsheet (template, preview with per-cell errors, all-or-nothing
// import). Each write is audited and the public quote prices with it at its next request.

const ROUTINGS = `${OPS}/routings`;
const TEMPLATE = `${OPS}/rate-sheet-import/template`;
const HEADER = ['Zone code', 'Zone name (Chinese)', 'Zone name (English)', 'Country codes', 'Pricing method', 'First weight (kg)', 'First weight price', 'Additional step (kg)', 'Additional step price', 'Per-kg breaks'];

const usZone = { code: 'US', nameZh: '美国', nameEn: 'United States', countryCodes: ['US'], pricingMethod: 'step', firstWeightKg: 0.5, firstWeightPrice: 120, additionalWeightKg: 0.5, additionalWeightPrice: 32 };
const gbZone = { code: 'GB', nameZh: '英国', nameEn: 'United Kingdom', countryCodes: ['GB'], pricingMethod: 'per-kg', breaks: [{ fromKg: 0, pricePerKg: 68 }, { fromKg: 21, pricePerKg: 56 }] };
const sheetOf = (zones: unknown[], extra: Record<string, unknown> = {}) => ({ currency: 'CNY', volumetricDivisor: 6000, chargeableWeightStepKg: 0.5, minimumCharge: 120, fuelSurchargePercent: 12.5, zones, ...extra });

describe('rate sheets (staff)', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  let productId: string;
  let ip = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
    const res = await ctx.post(ROUTINGS, {
      token: actors.admin,
      body: { code: 'RATES-1', nameZh: '测试空运', nameEn: 'Test air', transportMode: 10, transitDaysMin: 5, transitDaysMax: 8, maxWeightKg: 300, destinationCountryCodes: ['US', 'GB', 'CN'] },
    });
    productId = res.json().id;
  });
  afterAll(() => ctx?.close());

  const sheetUrl = (id = productId) => `${ROUTINGS}/${id}/rate-sheet`;
  const replace = (body: unknown, locale = 'en', id = productId) => ctx.put(sheetUrl(id), { token: actors.admin, body, locale });
  // Three boxes to the US, each request from an address of its own (the quote is rate-limited per address).
  const quoteTotal = async (countryCode = 'US') => {
    const res = await ctx.inject({
      method: 'POST',
      url: `${F}/quote`,
      remoteAddress: `10.88.0.${++ip}`,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ destinationCountryCode: countryCode, routingId: productId, parcels: [{ quantity: 2, weightKg: 12, lengthCm: 50, widthCm: 40, heightCm: 30 }, { quantity: 1, weightKg: 8.5, lengthCm: 50, widthCm: 40, heightCm: 40 }] }),
    });
    expect(res.statusCode).toBe(200);
    return res.json().items[0] as { available: boolean; unavailableReason: string | null; price: { total: number; zoneCode: string } | null };
  };

  describe('getRateSheet and replaceRateSheet', () => {
    it('a new product has the defaults: no zones, the air divisor, nothing quoted', async () => {
      const res = await ctx.get(sheetUrl(), { token: actors.admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ routingId: productId, currency: 'CNY', volumetricDivisor: 6000, chargeableWeightStepKg: 0.5, minimumCharge: 0, fuelSurchargePercent: 0, zones: [], lastModificationTime: null, lastModifierUserName: null });
      expect(await quoteTotal()).toMatchObject({ available: false, unavailableReason: 'no-rate', price: null });
    });

    it('replaces the sheet (audited) and the quote prices with it at once; a second change shows at once too', async () => {
      const before = await auditCount(ctx, productId);
      const res = await replace(sheetOf([usZone, gbZone]), 'zh-Hans');
      expect(res.statusCode).toBe(200);
      const sheet = res.json();
      expect(sheet).toMatchObject({ currency: 'CNY', minimumCharge: 120, fuelSurchargePercent: 12.5, lastModifierUserName: actors.admin.userName });
      expect(sheet.zones).toEqual([
        { ...usZone, displayName: '美国', breaks: [] },
        { ...gbZone, displayName: '英国', firstWeightKg: null, firstWeightPrice: null, additionalWeightKg: null, additionalWeightPrice: null },
      ]);
      expect(await auditCount(ctx, productId)).toBe(before + 1);
      const entry = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', productId).where('action', '=', 'rate-sheet.replace').executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ entityType: 'routing', entityLabel: 'RATES-1', before: null });
      expect(JSON.parse(entry.after ?? '{}').zones[0]).toMatchObject({ code: 'US', firstWeightPrice: 120 });
      // 37.5 kg chargeable: ¥120 + 74 × ¥32 = ¥2,488, + 12.5 % = ¥2,799.
      expect(await quoteTotal()).toMatchObject({ available: true, price: { total: 2799, zoneCode: 'US' } });

      // ¥35 a step now and no fuel surcharge: ¥120 + 74 × ¥35 = ¥2,710.
      expect((await replace(sheetOf([{ ...usZone, additionalWeightPrice: 35 }, gbZone], { fuelSurchargePercent: 0 }))).statusCode).toBe(200);
      expect((await quoteTotal()).price?.total).toBe(2710);
      const second = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', productId).where('action', '=', 'rate-sheet.replace').orderBy('time', 'desc').executeTakeFirstOrThrow();
      expect(JSON.parse(second.before ?? '{}')).toMatchObject({ fuelSurchargePercent: 12.5 });
    });

    it('refuses overlapping or unserved or unknown countries, mixed pricing members, bad breaks and decimals, writing nothing', async () => {
      const before = await auditCount(ctx, productId);
      const current = (await ctx.get(sheetUrl(), { token: actors.admin })).json();
      const res = await replace(
        sheetOf(
          [
            { ...usZone, countryCodes: ['US', 'BR'], firstWeightPrice: 1.234 },
            { ...gbZone, code: 'US', countryCodes: ['GB', 'US', 'XX'], firstWeightKg: 1 },
            { code: 'CN', nameZh: '中国', nameEn: 'China', countryCodes: ['CN'], pricingMethod: 'per-kg', breaks: [{ fromKg: 1, pricePerKg: 10 }, { fromKg: 1, pricePerKg: 9 }] },
            { code: 'GB2', nameZh: '英国', nameEn: 'UK', countryCodes: ['GB'], pricingMethod: 'step', firstWeightKg: 1, firstWeightPrice: 10, breaks: [{ fromKg: 0, pricePerKg: 10 }] },
          ],
          { minimumCharge: 10.005 },
        ),
      );
      expect(res.statusCode).toBe(400);
      expect(membersOf(res).sort()).toEqual(
        [
          'minimumCharge',
          'zones[0].countryCodes',
          'zones[0].firstWeightPrice',
          'zones[1].code',
          'zones[1].countryCodes',
          'zones[1].firstWeightKg',
          'zones[2].breaks[0].fromKg',
          'zones[2].breaks[1].fromKg',
          'zones[3].additionalWeightKg',
          'zones[3].additionalWeightPrice',
          'zones[3].breaks',
          'zones[3].countryCodes',
        ].sort(),
      );
      const message = (member: string) => errorOf(res).validationErrors?.find((v) => v.members[0] === member)?.message;
      expect(message('zones[0].countryCodes')).toBe('The product does not deliver to BR: add them to its destinations first.');
      expect(message('zones[1].countryCodes')).toBe('These are not country codes: XX.');
      expect(message('zones[3].countryCodes')).toBe('GB already belong to zone US; a country belongs to one zone only.');
      expect(message('zones[2].breaks[0].fromKg')).toBe('The first break must start at 0 kg.');
      expect(message('minimumCharge')).toBe('minimumCharge takes at most 2 decimals.');
      expect(await auditCount(ctx, productId)).toBe(before);
      expect((await ctx.get(sheetUrl(), { token: actors.admin })).json()).toEqual(current);
      // The schema: a negative price, an unknown currency, a step outside 0.1 / 0.5 / 1.
      expect((await replace(sheetOf([{ ...usZone, firstWeightPrice: -1 }]))).statusCode).toBe(400);
      expect((await replace(sheetOf([usZone], { currency: 'XYZ' }))).statusCode).toBe(400);
      expect((await replace(sheetOf([usZone], { chargeableWeightStepKg: 0.25 }))).statusCode).toBe(400);
      expect((await replace(sheetOf([]), 'en', '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88')).statusCode).toBe(404);
    });

    it('is for admins only', async () => {
      for (const [method, url, body] of [
        ['GET', sheetUrl(), undefined],
        ['PUT', sheetUrl(), sheetOf([])],
        ['GET', TEMPLATE, undefined],
        ['POST', `${sheetUrl()}/import`, { fileName: 'x.xlsx', zones: [usZone] }],
      ] as const) {
        const send = (token?: string) => ctx.inject({ method, url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body ? JSON.stringify(body) : undefined });
        expect((await send()).statusCode).toBe(401);
        expect(errorOf(await send(await ctx.tokenFor(actors.member))).code).toBe('Ops:StaffOnly');
        expect(errorOf(await send(await ctx.tokenFor(actors.operator))).code).toBe('Ops:AdminOnly');
      }
      const preview = await uploadPreview(ctx, actors.operator, 'rates.xlsx', workbookOf({ Zones: [HEADER] }), 'en', `${sheetUrl()}/import-preview`);
      expect(errorOf(preview).code).toBe('Ops:AdminOnly');
    });
  });

  describe('the spreadsheet import', () => {
    const preview = (rows: unknown[][], locale = 'en', header = HEADER) => uploadPreview(ctx, actors.admin, 'rates.xlsx', workbookOf({ Zones: [header, ...rows] }), locale, `${sheetUrl()}/import-preview`);
    const importZones = (zones: unknown[], locale = 'en') => ctx.post(`${sheetUrl()}/import`, { token: actors.admin, body: { fileName: 'rates.xlsx', zones }, locale });

    it('serves the template in both languages with a step and a per-kg example row', async () => {
      const zh = await ctx.get(TEMPLATE, { token: actors.admin });
      expect(zh.statusCode).toBe(200);
      expect(zh.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const wb = readWorkbook(zh.rawPayload);
      expect(wb.SheetNames).toEqual(['Zones', 'Instructions']);
      const rows = rowsOf(wb, 'Zones');
      expect(rows[0]?.slice(0, 5)).toEqual(['分区代码', '分区名称（中文）', '分区名称（英文）', '国家代码', '计价方式']);
      expect(rows.slice(1).map((r) => r[4])).toEqual(['step', 'per-kg']);
      const en = await ctx.get(TEMPLATE, { token: actors.admin, locale: 'en' });
      expect(rowsOf(readWorkbook(en.rawPayload), 'Zones')[0]).toEqual(HEADER);
    });

    it('previews each row with the errors of exactly the bad cells, checked across rows and against the product, writing nothing', async () => {
      const before = await auditCount(ctx, productId);
      const res = await preview([
        ['us', '美国', 'United States', 'US', 'step', '0.5', '120', '0.5', '32', ''],
        ['EU', '欧洲', 'Europe', 'GB，BR', '按公斤', '', '', '', '', '0=68; 21=56'],
        ['CN', '中国', 'China', 'US', 'per-kg', '1', '', '', '', '0:20'],
        ['X Y', '', 'Bad', 'U1', 'express', 'abc', '', '', '', ''],
        ['CN2', '中国', 'China', 'CN', 'per-kg', '', '', '', '', '5=10; 2=9'],
      ]);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ fileName: 'rates.xlsx', totalCount: 5, validCount: 1, invalidCount: 4 });
      const errors = body.rows.map((r: { errors: { column: string; letter: string }[] }) => r.errors.map((e) => `${e.letter}:${e.column}`));
      expect(errors).toEqual([[], ['D:countryCodes'], ['D:countryCodes', 'F:firstWeightKg'], ['A:code', 'B:nameZh', 'D:countryCodes', 'E:pricingMethod', 'F:firstWeightKg'], ['J:breaks']]);
      expect(body.rows[0]).toMatchObject({ rowNumber: 2, isValid: true, zone: { code: 'US', countryCodes: ['US'], pricingMethod: 'step', firstWeightKg: 0.5, firstWeightPrice: 120 } });
      expect(body.rows[1]).toMatchObject({ isValid: false, zone: null });
      expect(body.rows[1].errors[0].message).toBe('The product does not deliver to BR: add them to its destinations first.');
      expect(body.rows[2].errors[0].message).toBe('US already belong to zone US; a country belongs to one zone only.');
      expect(body.rows[2].errors[1].message).toBe('A per-kg zone takes no first or additional weight.');
      expect(body.rows[3].errors.find((e: { column: string }) => e.column === 'pricingMethod').message).toBe('The pricing method "express" is not valid: write step or per-kg.');
      expect(body.rows[4].errors[0].message).toBe('The first break must start at 0 kg.');
      expect(body.columns.map((c: { key: string }) => c.key)).toEqual(['code', 'nameZh', 'nameEn', 'countryCodes', 'pricingMethod', 'firstWeightKg', 'firstWeightPrice', 'additionalWeightKg', 'additionalWeightPrice', 'breaks']);
      const zh = await preview([['EU', '欧洲', 'Europe', 'GB BR', 'per-kg', '', '', '', '', '0=68']], 'zh-Hans');
      expect(zh.json().rows[0].errors[0].message).toBe('该产品不派送到 BR，请先在产品的目的国中加入。');
      expect(await auditCount(ctx, productId)).toBe(before);
    });

    it('refuses what is not the template: another file type, a missing required column, no rows', async () => {
      const notXlsx = await uploadPreview(ctx, actors.admin, 'rates.csv', Buffer.from('a,b\n1,2\n'), 'en', `${sheetUrl()}/import-preview`);
      expect(errorOf(notXlsx).code).toBe('Ops:RateImportNotASpreadsheet');
      const missing = await preview([['US', '美国', 'United States', 'US', 'step']], 'en', HEADER.filter((h) => h !== 'Country codes'));
      expect(errorOf(missing)).toMatchObject({ code: 'Ops:RateImportTemplateMismatch', message: 'The file does not match the template. Missing required columns: Country codes.' });
      expect(errorOf(await preview([])).code).toBe('Ops:RateImportEmptySpreadsheet');
    });

    it('imports the previewed zones, all or nothing: they replace every zone and keep the sheet’s settings, audited', async () => {
      const previewed = (await preview([
        ['US', '美国', 'United States', 'US', 'step', '0.5', '100', '0.5', '30', ''],
        ['GB', '英国', 'United Kingdom', 'GB', 'per-kg', '', '', '', '', '0=70'],
      ])).json();
      const zones = previewed.rows.map((r: { zone: unknown }) => r.zone);
      const settings = (await ctx.get(sheetUrl(), { token: actors.admin })).json();
      const before = await auditCount(ctx, productId);

      // One refused zone (a country twice) and nothing changes.
      const refused = await importZones([...zones, { ...gbZone, code: 'GB2' }]);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({ code: 'Ops:ImportRefused', message: '1 problems found; no zone was imported.' });
      expect(membersOf(refused)).toEqual(['zones[2].countryCodes']);
      expect((await ctx.get(sheetUrl(), { token: actors.admin })).json()).toEqual(settings);
      expect(await auditCount(ctx, productId)).toBe(before);

      const res = await importZones(zones);
      expect(res.statusCode).toBe(200);
      const sheet = res.json();
      expect(sheet.zones.map((z: { code: string }) => z.code)).toEqual(['US', 'GB']);
      expect(sheet).toMatchObject({ currency: settings.currency, volumetricDivisor: settings.volumetricDivisor, minimumCharge: settings.minimumCharge, fuelSurchargePercent: settings.fuelSurchargePercent });
      const entry = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', productId).where('action', '=', 'rate-sheet.import').executeTakeFirstOrThrow();
      expect(JSON.parse(entry.after ?? '{}')).toMatchObject({ fileName: 'rates.xlsx' });
      expect(JSON.parse(entry.before ?? '{}').zones.map((z: { code: string }) => z.code)).toEqual(['US', 'GB']);
      // ¥100 + 74 × ¥30 = ¥2,320, no fuel surcharge (the settings of the last replace).
      expect((await quoteTotal()).price?.total).toBe(2320);
    });
  });
});
