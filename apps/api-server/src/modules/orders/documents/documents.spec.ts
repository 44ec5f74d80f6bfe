import { UserType } from '@forwarder/contracts/api-f';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { xlsxWithDimension } from '../../../spreadsheets/testing/lying-dimension';
import { buildZip } from '../../../spreadsheets/testing/zip-fixtures';
import {
  giveDefaultSender,
  pdfPageCount,
  readWorkbook,
  rowsOf,
  seedReferenceData,
  SENDER,
  uploadPreview,
  usOrderInput,
  workbookOf,
} from '../testing/documents-fixtures';
import { DEFAULT_TENANT_SETTINGS } from '../../system';
import { expectShows, graphicFields } from '../testing/zpl-graphics';
import { ORDER_COLUMNS } from './excel-columns';
import { exportOrderSpreadsheet } from './export.service';

const BASE = '/api/f/logistics-management/order';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { code: string; message: string; validationErrors: { members: string[] }[] | null } }).error;

/** A row of the template as cells in template order, from values by column key. */
const rowOf = (values: Record<string, string | number>): (string | number)[] => ORDER_COLUMNS.map((c) => values[c.key] ?? '');
const validRow = (overrides: Record<string, string | number> = {}) => ({
  routingCode: 'air-std',
  customerReference: 'XL-1',
  receiverName: 'Jane Doe',
  receiverPhoneNumber: '+1 212 555 0199',
  receiverCountryCode: 'US',
  receiverState: 'NY',
  receiverCity: 'new york city',
  receiverStreet: '1 Main St',
  receiverPostalCode: '10001',
  parcelQuantity: 1,
  weightKg: 2.5,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 10,
  itemName: '耳机',
  itemNameEn: 'Earphones',
  itemQuantity: 3,
  unitValue: 9.9,
  currency: 'usd',
  ...overrides,
});

describe('logistics documents', () => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let aliceOrders: { id: string; waybillNumber: string }[];
  let bobOrderId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedReferenceData(ctx);
    alice = await ctx.createUser();
    bob = await ctx.createUser();
    await giveDefaultSender(ctx, alice);
  }, 120_000); // the world's regions seeded: past Jest's 30 s with three API files at once on a busy 2-core machine
  afterAll(() => ctx.close());

  describe('createOrderBatch', () => {
    it('creates the orders in one go and answers ids and waybills in order', async () => {
      const orders = [await usOrderInput(ctx, { customerReference: 'B-1' }), await usOrderInput(ctx, { customerReference: 'B-2' })];
      const res = await ctx.post(`${BASE}/batch`, { token: alice, body: { orders } });
      expect(res.statusCode).toBe(200);
      const { items } = res.json() as { items: { id: string; waybillNumber: string; customerReference: string }[] };
      expect(items.map((i) => i.customerReference)).toEqual(['B-1', 'B-2']);
      expect(items[0]?.waybillNumber).toMatch(/^FA\d{9}CN$/);
      aliceOrders = items;
      const bobs = await ctx.post(`${BASE}/batch`, { token: bob, body: { orders: [await usOrderInput(ctx, { customerReference: 'BOB' })] } });
      expect(bobs.statusCode).toBe(200);
      bobOrderId = (bobs.json() as { items: { id: string }[] }).items[0]?.id ?? '';
    });

    it('writes nothing when one row is invalid and names the row in members', async () => {
      const before = await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const bad = await usOrderInput(ctx);
      (bad['receiver'] as Record<string, unknown>)['phoneNumber'] = 'call me';
      const res = await ctx.post(`${BASE}/batch`, { token: alice, body: { orders: [await usOrderInput(ctx), bad] } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).validationErrors?.flatMap((v) => v.members)).toContain('orders[1].receiver.phoneNumber');
      const single = await ctx.post(`${BASE}/batch`, { token: alice, body: { orders: [bad] }, locale: 'en' });
      expect(errorOf(single).validationErrors?.flatMap((v) => v.members)).toContain('orders[0].receiver.phoneNumber');
      const after = await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('requires the English item name, with a message that says why', async () => {
      const input = await usOrderInput(ctx, { declaredItems: [{ name: '耳机', nameEn: '', quantity: 1, unitValue: 1, currency: 'USD' }] });
      const res = await ctx.post(`${BASE}/batch`, { token: alice, body: { orders: [input] }, locale: 'en' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).validationErrors?.map((v) => v.members[0])).toEqual(['orders[0].declaredItems[0].nameEn']);
      // The spreadsheet path reaches the server's own rule (no contract schema in between) and its message.
      const header = ORDER_COLUMNS.map((c) => c.key);
      const preview = await uploadPreview(ctx, alice, 'orders.xlsx', workbookOf({ Orders: [header, rowOf(validRow({ itemNameEn: '' }))] }), 'en');
      const [row] = (preview.json() as { rows: { errors: { column: string; message: string }[] }[] }).rows;
      expect(row?.errors).toEqual([{ column: 'itemNameEn', letter: 'S', message: expect.stringContaining('customs officers') }]);
    });

    it('takes up to 5,000 orders: 5,001 is refused by the contract, not by the body limit', async () => {
      const order = await usOrderInput(ctx);
      const res = await ctx.post(`${BASE}/batch`, { token: alice, body: { orders: Array.from({ length: 5001 }, () => order) } });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(res).validationErrors)).toContain('orders');
    });

    it('answers 400 for an empty list (contract schema)', async () => {
      const res = await ctx.post(`${BASE}/batch`, { token: alice, body: { orders: [] } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).validationErrors?.[0]?.members).toEqual(['orders']);
    });
  });

  describe('labels', () => {
    let merchant: TestUser;
    let threeBoxes: { id: string; waybillNumber: string };
    beforeAll(async () => {
      merchant = await ctx.createUser({ userType: UserType.Merchant });
      const parcels = [
        { quantity: 2, weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 },
        { quantity: 1, weightKg: 1, lengthCm: 20, widthCm: 20, heightCm: 10 },
      ];
      const res = await ctx.post(`${BASE}/batch`, { token: merchant, body: { orders: [await usOrderInput(ctx, { parcels, customerReference: 'M-3' })] } });
      expect(res.statusCode).toBe(200);
      threeBoxes = (res.json() as { items: { id: string; waybillNumber: string }[] }).items[0] as { id: string; waybillNumber: string };
    });

    it('answers one inline 100 × 150 PDF page per box, named after the waybill', async () => {
      const [first] = aliceOrders;
      const res = await ctx.get(`${BASE}/label/${first?.id}`, { token: alice });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^inline; filename="label-${first?.waybillNumber}\\.pdf"`));
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      expect(pdfPageCount(res.rawPayload)).toBe(1);
      const three = await ctx.get(`${BASE}/label/${threeBoxes.id}`, { token: merchant });
      expect(pdfPageCount(three.rawPayload)).toBe(3);
      expect(three.rawPayload.toString('latin1')).toContain(`label-${threeBoxes.waybillNumber}.pdf`);
    });

    it('answers ZPL with one ^XA block per box carrying the waybill and box barcodes', async () => {
      const res = await ctx.get(`${BASE}/label/${threeBoxes.id}?format=zpl`, { token: merchant });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/zpl/);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="label-${threeBoxes.waybillNumber}\\.zpl"`));
      const zpl = res.body;
      expect(zpl.match(/\^XA/g)).toHaveLength(3);
      expect(zpl.match(/\^XZ/g)).toHaveLength(3);
      for (const box of ['001', '002', '003']) expect(zpl).toContain(`^FD${threeBoxes.waybillNumber}${box}^FS`);
      expect(zpl).toContain('^FDUNITED STATES  US^FS');
      expect(zpl).toContain('Earphones x2');
      // The site's Chinese name and the Chinese sender print as graphics drawn from the CJK font, not as '...'.
      expect(zpl).not.toContain('...');
      const [header, name, company, street] = graphicFields(zpl.split('^XZ')[0] ?? '');
      expectShows(header?.bitmap, DEFAULT_TENANT_SETTINGS.displaySiteName, 30);
      expectShows(name?.bitmap, SENDER.name, 26);
      expectShows(company?.bitmap, SENDER.companyName, 22);
      expectShows(street?.bitmap, SENDER.street, 22);
    });

    it('answers N orders in one PDF, A4 sheets of four when asked, named by the count', async () => {
      const ids = [aliceOrders[1]?.id, aliceOrders[0]?.id];
      const res = await ctx.post(`${BASE}/labels`, { token: alice, body: { ids } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="labels-2-orders\.pdf"/);
      expect(pdfPageCount(res.rawPayload)).toBe(2);
      const merchantIds = [threeBoxes.id];
      const a4 = await ctx.post(`${BASE}/labels?format=pdf-a4`, { token: merchant, body: { ids: merchantIds } });
      expect(a4.statusCode).toBe(200);
      expect(a4.headers['content-disposition']).toMatch(new RegExp(`filename="label-${threeBoxes.waybillNumber}-a4\\.pdf"`));
      expect(pdfPageCount(a4.rawPayload)).toBe(1);
    });

    it("answers 404 for another user's order, alone or among the caller's", async () => {
      expect((await ctx.get(`${BASE}/label/${bobOrderId}`, { token: alice })).statusCode).toBe(404);
      expect((await ctx.get(`${BASE}/label/${threeBoxes.id}`, { token: alice })).statusCode).toBe(404);
      const res = await ctx.post(`${BASE}/labels`, { token: alice, body: { ids: [aliceOrders[0]?.id, bobOrderId] } });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NotFound');
    });

    it('answers 400 for malformed ids, an unknown format, and more boxes than one file holds', async () => {
      expect((await ctx.get(`${BASE}/label/not-a-uuid`, { token: alice })).statusCode).toBe(400);
      const res = await ctx.post(`${BASE}/labels`, { token: alice, body: { ids: [] } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).validationErrors?.[0]?.members).toEqual(['ids']);
      const format = await ctx.get(`${BASE}/label/${aliceOrders[0]?.id}?format=png`, { token: alice, locale: 'en' });
      expect(format.statusCode).toBe(400);
      expect(errorOf(format).validationErrors?.[0]?.members).toEqual(['format']);
      const parcels = [{ quantity: 999, weightKg: 0.1, lengthCm: 10, widthCm: 10, heightCm: 10 }, { quantity: 1, weightKg: 0.1, lengthCm: 10, widthCm: 10, heightCm: 10 }];
      const big = await ctx.post(`${BASE}/batch`, { token: alice, body: { orders: [await usOrderInput(ctx, { parcels })] } });
      expect(big.statusCode).toBe(200);
      const id = (big.json() as { items: { id: string }[] }).items[0]?.id;
      const refused = await ctx.get(`${BASE}/label/${id}`, { token: alice, locale: 'en' });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).code).toBe('Logistics:TooManyLabels');
      expect(errorOf(refused).message).toContain('1000 boxes');
      await ctx.db.deleteFrom('orders').where('id', '=', id ?? '').execute();
    });
  });

  describe('customs papers', () => {
    it('answers the commercial invoice of one order, named after the waybill', async () => {
      const [first] = aliceOrders;
      const res = await ctx.get(`${BASE}/customs-document/${first?.id}?kind=commercial-invoice`, { token: alice });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^inline; filename="commercial-invoice-${first?.waybillNumber}\\.pdf"`));
      expect(pdfPageCount(res.rawPayload)).toBe(1);
    });

    it('answers a CN22 when the value allows and a CN23 above 300 SDR', async () => {
      const small = await ctx.get(`${BASE}/customs-document/${aliceOrders[0]?.id}?kind=cn23`, { token: alice });
      expect(small.headers['content-disposition']).toMatch(/filename="cn22-FA\d{9}CN\.pdf"/);
      const items = [{ name: '笔记本电脑', nameEn: 'Laptop', hsCode: '847130', quantity: 1, unitValue: 900, currency: 'USD' }];
      const created = await ctx.post(`${BASE}/batch`, { token: alice, body: { orders: [await usOrderInput(ctx, { declaredItems: items, customerReference: 'CN23' })] } });
      const id = (created.json() as { items: { id: string }[] }).items[0]?.id;
      const big = await ctx.get(`${BASE}/customs-document/${id}?kind=cn23`, { token: alice });
      expect(big.statusCode).toBe(200);
      expect(big.headers['content-disposition']).toMatch(/filename="cn23-FA\d{9}CN\.pdf"/);
      const both = await ctx.post(`${BASE}/customs-documents?kind=cn23`, { token: alice, body: { ids: [aliceOrders[0]?.id, id] } });
      expect(both.statusCode).toBe(200);
      expect(both.headers['content-disposition']).toMatch(/filename="customs-declarations-2-orders\.pdf"/);
      expect(pdfPageCount(both.rawPayload)).toBe(2);
      await ctx.db.deleteFrom('orders').where('id', '=', id ?? '').execute();
    });

    it("answers 404 for another customer's order and 400 without a kind", async () => {
      expect((await ctx.get(`${BASE}/customs-document/${bobOrderId}?kind=cn23`, { token: alice })).statusCode).toBe(404);
      const mixed = await ctx.post(`${BASE}/customs-documents?kind=commercial-invoice`, { token: alice, body: { ids: [aliceOrders[0]?.id, bobOrderId] } });
      expect(mixed.statusCode).toBe(404);
      const noKind = await ctx.get(`${BASE}/customs-document/${aliceOrders[0]?.id}`, { token: alice });
      expect(noKind.statusCode).toBe(400);
      expect(errorOf(noKind).validationErrors?.[0]?.members).toEqual(['kind']);
    });
  });

  describe('spreadsheet template, preview and batch round trip', () => {
    it('serves the template with localized titles, an example row and the instructions', async () => {
      const zh = await ctx.get(`${BASE}/excel-template`, { token: alice, locale: 'zh-Hans' });
      expect(zh.statusCode).toBe(200);
      expect(zh.headers['content-type']).toBe(XLSX_TYPE);
      const zhBook = readWorkbook(zh.rawPayload);
      expect(zhBook.SheetNames).toEqual(['Orders', 'Instructions']);
      expect(rowsOf(zhBook, 'Orders')[0]?.slice(0, 3)).toEqual(['线路代码', '客户单号', '收件人姓名']);
      expect(rowsOf(zhBook, 'Orders')).toHaveLength(2);
      const en = readWorkbook((await ctx.get(`${BASE}/excel-template`, { token: alice, locale: 'en' })).rawPayload, { cellStyles: true });
      expect(rowsOf(en, 'Orders')[0]?.[0]).toBe('Routing code');
      expect(en.Sheets['Orders']?.['!cols']?.length).toBe(ORDER_COLUMNS.length);
      const instructions = rowsOf(en, 'Instructions').map((r) => r.join('|'));
      expect(instructions.some((r) => r.startsWith('E|receiverPhoneNumber|收件人电话|Receiver phone|'))).toBe(true);
      expect(instructions.some((r) => r.startsWith('AIR-STD|'))).toBe(true);
      expect(instructions.some((r) => r.startsWith('USD|'))).toBe(true);
      expect(instructions.some((r) => r.startsWith('US|美国|United States'))).toBe(true);
    });

    it("accepts the template's own example row, and names the members each column fills", async () => {
      const template = await ctx.get(`${BASE}/excel-template`, { token: alice, locale: 'en' });
      const res = await uploadPreview(ctx, alice, 'template.xlsx', template.rawPayload);
      expect(res.statusCode).toBe(200);
      const preview = res.json() as {
        validCount: number;
        rows: { errors: { column: string; message: string }[] }[];
        columns: { key: string; members: string[] }[];
      };
      expect(preview.rows[0]?.errors).toEqual([]);
      expect(preview.validCount).toBe(1);
      const membersOf = (key: string) => preview.columns.find((c) => c.key === key)?.members;
      expect(membersOf('receiverPhoneNumber')).toEqual(['receiver.phoneNumber']);
      expect(membersOf('weightKg')).toEqual(['parcels', 'parcels[0]', 'parcels[0].weightKg']);
      expect(membersOf('currency')).toEqual(['declaredItems[0].currency']);
    });

    it('previews a filled template, flags exactly the bad cells, and the batch creates the valid rows', async () => {
      const template = readWorkbook((await ctx.get(`${BASE}/excel-template`, { token: alice, locale: 'en' })).rawPayload);
      const [header] = rowsOf(template, 'Orders');
      const file = workbookOf({
        Orders: [
          header ?? [],
          rowOf(validRow({ customerReference: 'XL-OK-1' })),
          rowOf(validRow({ customerReference: 'XL-BAD-1', receiverPhoneNumber: 'call me', weightKg: 'heavy' })),
          [],
          rowOf(validRow({ customerReference: 'XL-OK-2', receiverCountryCode: '美国', receiverState: 'new york', receiverCity: 'New York City' })),
          rowOf(validRow({ customerReference: 'XL-BAD-2', receiverCountryCode: 'Atlantis', currency: 'XXX' })),
        ],
      });
      const res = await uploadPreview(ctx, alice, 'orders.xlsx', file);
      expect(res.statusCode).toBe(200);
      const preview = res.json() as {
        fileName: string;
        totalCount: number;
        validCount: number;
        invalidCount: number;
        columns: { key: string; letter: string }[];
        rows: { rowNumber: number; isValid: boolean; errors: { column: string; letter: string; message: string }[]; order: unknown; values: Record<string, string> }[];
      };
      expect(preview).toMatchObject({ fileName: 'orders.xlsx', totalCount: 4, validCount: 2, invalidCount: 2 });
      expect(preview.columns.find((c) => c.key === 'receiverPhoneNumber')?.letter).toBe('E');
      expect(preview.rows.map((r) => r.rowNumber)).toEqual([2, 3, 5, 6]);
      const cells = (i: number) => preview.rows[i]?.errors.map((e) => `${e.column}/${e.letter}`).sort();
      expect(cells(0)).toEqual([]);
      expect(cells(1)).toEqual(['receiverPhoneNumber/E', 'weightKg/N']);
      expect(cells(2)).toEqual([]);
      expect(cells(3)).toEqual(['currency/W', 'receiverCountryCode/G']);
      expect(preview.rows[1]?.errors.find((e) => e.column === 'weightKg')?.message).toBe('Weight per box (kg) must be a number.');
      expect(preview.rows[3]?.errors.find((e) => e.column === 'receiverCountryCode')?.message).toContain('Atlantis');
      expect(preview.rows[1]?.values['receiverPhoneNumber']).toBe('call me');
      expect(preview.rows[1]?.order).toBeNull();

      const valid = preview.rows.filter((r) => r.isValid).map((r) => r.order);
      const batch = await ctx.post(`${BASE}/batch`, { token: alice, body: { orders: valid } });
      expect(batch.statusCode).toBe(200);
      expect((batch.json() as { items: { customerReference: string }[] }).items.map((i) => i.customerReference)).toEqual(['XL-OK-1', 'XL-OK-2']);

      const list = await ctx.post(`${BASE}/list`, { token: alice, body: { keyword: 'XL-', maxResultCount: 50 } });
      expect((list.json() as { items: { customerReference: string; receiverName: string }[] }).items.map((i) => i.customerReference).sort()).toEqual([
        'XL-OK-1',
        'XL-OK-2',
      ]);
    });

    it('matches typed regions tolerantly, says what each row matched, and names a bad postcode (issue 27)', async () => {
      const dora = await ctx.createUser();
      await giveDefaultSender(ctx, dora);
      const template = readWorkbook((await ctx.get(`${BASE}/excel-template`, { token: dora, locale: 'en' })).rawPayload);
      const [header] = rowsOf(template, 'Orders');
      const file = workbookOf({
        Orders: [
          header ?? [],
          // A Tokyo ward without its -ku and the prefecture by Google's local name; AIR-STD serves JP.
          rowOf(validRow({ receiverCountryCode: 'jp', receiverState: '東京都', receiverCity: 'Chiyoda', receiverStreet: '1-7-1 Nagatacho', receiverPostalCode: '100-0014' })),
          // A city we have no region for is kept as typed (Brooklyn Heights is one of ours, and reads 布鲁克林高地).
          rowOf(validRow({ receiverState: 'New York', receiverCity: 'Cobble Hill' })),
          rowOf(validRow({ receiverPostalCode: '100' })),
        ],
      });
      const res = await uploadPreview(ctx, dora, 'orders.xlsx', file, 'zh-Hans');
      expect(res.statusCode).toBe(200);
      const rows = (res.json() as { rows: { isValid: boolean; receiverArea: string; errors: { column: string; message: string }[] }[] }).rows;
      expect(rows.map((r) => r.receiverArea)).toEqual(['日本-东京都-Chiyoda-ku', '美国-纽约州-Cobble Hill', '']);
      expect(rows.map((r) => r.isValid)).toEqual([true, true, false]);
      expect(rows[2]?.errors).toEqual([{ column: 'receiverPostalCode', letter: 'L', message: '邮政编码格式不正确(示例:95014)。' }]);
    });

    it('matches headers by key or either language in any order and answers messages in the request language', async () => {
      const keys = ORDER_COLUMNS.map((c) => c.key).reverse();
      const values = validRow({ receiverPhoneNumber: '' }) as Record<string, string | number>;
      const file = workbookOf({ Sheet1: [keys, keys.map((k) => values[k] ?? '')] });
      const res = await uploadPreview(ctx, alice, 'ORDERS.XLSX', file, 'zh-Hans');
      expect(res.statusCode).toBe(200);
      const [row] = (res.json() as { rows: { errors: { column: string; letter: string; message: string }[] }[] }).rows;
      // Reversed: receiverPhoneNumber is the 5th of 24 from the left in the template, so the 20th here (T).
      expect(row?.errors).toEqual([{ column: 'receiverPhoneNumber', letter: 'T', message: expect.stringContaining('电话') }]);
    });
  });

  describe('preview refusals', () => {
    const refusal = async (user: TestUser, name: string, data: Buffer) => {
      const res = await uploadPreview(ctx, user, name, data);
      expect(res.statusCode).toBe(400);
      return errorOf(res);
    };
    const header = ORDER_COLUMNS.map((c) => c.key);

    it('refuses a file without the .xlsx extension', async () => {
      expect((await refusal(alice, 'orders.csv', workbookOf({ Orders: [header] }))).code).toBe('Logistics:NotASpreadsheet');
    });

    it('refuses a renamed executable (no ZIP magic bytes)', async () => {
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512)]);
      const error = await refusal(alice, 'orders.xlsx', exe);
      expect(error.code).toBe('Logistics:NotASpreadsheet');
      expect(error.message).toContain('.xlsx');
    });

    it('refuses a zip bomb by its declared uncompressed size before parsing', async () => {
      const bomb = buildZip([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(51 * 1024 * 1024, 0x20) },
      ]);
      expect(bomb.length).toBeLessThan(1024 * 1024);
      expect((await refusal(alice, 'orders.xlsx', bomb)).code).toBe('Logistics:SpreadsheetTooLarge');
    });

    it('refuses files over 5 MiB', async () => {
      const big = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(5 * 1024 * 1024 + 16, 1)]);
      expect((await refusal(alice, 'orders.xlsx', big)).code).toBe('Logistics:SpreadsheetTooLarge');
    });

    it('refuses 5,001 data rows and accepts the header-only check for empty files', async () => {
      const rows = [header, ...Array.from({ length: 5001 }, () => rowOf(validRow()))];
      const error = await refusal(alice, 'orders.xlsx', workbookOf({ Orders: rows }));
      expect(error.code).toBe('Logistics:TooManyRows');
      expect(error.message).toBe('At most 5000 order rows can be imported at once; this file has 5001.');
      expect((await refusal(alice, 'orders.xlsx', workbookOf({ Orders: [header] }))).code).toBe('Logistics:EmptySpreadsheet');
    });

    it('previews all 1,500 rows of a file whose <dimension> claims 4 rows', async () => {
      const rows = [header, ...Array.from({ length: 1500 }, (_, i) => rowOf(validRow({ customerReference: `DIM-${i + 1}` })))];
      const res = await uploadPreview(ctx, alice, 'orders.xlsx', xlsxWithDimension(rows, 'Orders', 'A1:X5'));
      expect(res.statusCode).toBe(200);
      const preview = res.json() as { totalCount: number; validCount: number; rows: { rowNumber: number; values: Record<string, string> }[] };
      expect(preview).toMatchObject({ totalCount: 1500, validCount: 1500 });
      expect(preview.rows.at(-1)).toMatchObject({ rowNumber: 1501, values: { customerReference: 'DIM-1500' } });
      // 1,500 rows checked address by address: seconds alone, past the default 30 s beside a browser suite.
    }, 90_000);

    it('refuses a sheet missing required headers and names them', async () => {
      const error = await refusal(alice, 'orders.xlsx', workbookOf({ Orders: [['routingCode', 'Receiver name'], ['AIR-STD', 'x']] }));
      expect(error.code).toBe('Logistics:TemplateMismatch');
      expect(error.message).toContain('Receiver phone');
    });

    it('refuses when the caller has no default sender address', async () => {
      const error = await refusal(bob, 'orders.xlsx', workbookOf({ Orders: [header, rowOf(validRow())] }));
      expect(error.code).toBe('Logistics:NoDefaultSender');
    });

    it('answers 400 without a file part', async () => {
      const res = await uploadPreview(ctx, alice, 'x.xlsx', Buffer.alloc(0));
      expect(res.statusCode).toBe(400);
    });
  });

  describe('exportOrders', () => {
    it('streams an .xlsx of the filtered orders only, with the header', async () => {
      const res = await ctx.post('/api/f/user-management/export/logistics-order', { token: alice, body: { keyword: 'XL-OK' }, locale: 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_TYPE);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}\.xlsx"/);
      const book = readWorkbook(res.rawPayload);
      const rows = rowsOf(book, book.SheetNames[0] ?? '');
      expect(rows[0]?.[0]).toBe('Waybill');
      expect(rows).toHaveLength(3);
      expect(rows.slice(1).map((r) => r[12]).sort()).toEqual(['XL-OK-1', 'XL-OK-2']);
      expect(rows[1]?.[13]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      const all = readWorkbook((await ctx.post('/api/f/user-management/export/logistics-order', { token: alice })).rawPayload);
      expect(rowsOf(all, all.SheetNames[0] ?? '')).toHaveLength(1 + 4);
    });

    it('refuses more rows than the limit before streaming anything (limit lowered to keep the test small)', async () => {
      const refused = exportOrderSpreadsheet(ctx.db, alice.id, {}, 'en', 3);
      await expect(refused).rejects.toMatchObject({ status: 400, code: 'Logistics:ExportTooLarge', params: { limit: 3, count: 4 } });
      const allowed = await exportOrderSpreadsheet(ctx.db, alice.id, { keyword: 'XL-OK' }, 'en', 3);
      for await (const _chunk of allowed) void _chunk; // read to the end before the database closes
    });

    it('answers 400 for an invalid filter', async () => {
      const res = await ctx.post('/api/f/user-management/export/logistics-order', { token: alice, body: { status: 12345 } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).validationErrors?.[0]?.members).toEqual(['status']);
    });
  });

  it('answers 401 without a token on every operation', async () => {
    const id = '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88';
    const answers = await Promise.all([
      ctx.get(`${BASE}/label/${id}`),
      ctx.post(`${BASE}/labels`, { body: { ids: [id] } }),
      ctx.get(`${BASE}/customs-document/${id}?kind=cn23`),
      ctx.post(`${BASE}/customs-documents?kind=commercial-invoice`, { body: { ids: [id] } }),
      ctx.get(`${BASE}/excel-template`),
      uploadPreview(ctx, undefined, 'orders.xlsx', workbookOf({ Orders: [['a']] })),
      ctx.post(`${BASE}/batch`, { body: { orders: [] } }),
      ctx.post('/api/f/user-management/export/logistics-order', { body: {} }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401, 401, 401]);
  });
});
