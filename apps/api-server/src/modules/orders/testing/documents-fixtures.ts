import * as XLSX from 'xlsx';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext, TestUser } from '../../../../test/harness';
import { routingIdOf, seedRoutings } from '../../rates';
import { regionId, seedRegions } from '../../regions';

export async function seedReferenceData(ctx: TestContext): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await seedRegions(trx, ctx.dialect);
    await seedRoutings(trx);
  });
}

export const SENDER = {
  name: '王小明',
  companyName: '深圳小明电子商务有限公司',
  phoneNumber: '+86 138 0000 0000',
  email: 'member@example.com',
  regionLv0Id: regionId(0, 'CN'),
  regionLv1Id: regionId(1, '440000'),
  regionLv2Id: regionId(2, '440300'),
  regionLv3Id: regionId(3, '440305'),
  street: '深南大道 9988 号',
  postalCode: '518057',
};

/** Creates an address through the API and makes it the user's default sender. */
export async function giveDefaultSender(ctx: TestContext, user: TestUser): Promise<void> {
  const created = await ctx.post('/api/f/user-management/address', { token: user, form: SENDER });
  if (created.statusCode !== 200) throw new Error(`address: ${created.statusCode} ${created.body}`);
  const { id } = created.json() as { id: string };
  const res = await ctx.post('/api/f/user-management/profile/update-default-sender-address', { token: user, body: { addressId: id } });
  if (res.statusCode !== 200) throw new Error(`default sender: ${res.statusCode} ${res.body}`);
}

/** A CreateOrderInput to New York City on AIR-STD. */
export async function usOrderInput(ctx: TestContext, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const city = await ctx.db
    .selectFrom('regions')
    .select('id')
    .where('parentId', '=', regionId(1, 'US-NY'))
    .where('nameEn', '=', 'New York City')
    .executeTakeFirstOrThrow();
  return {
    routingId: routingIdOf('AIR-STD'),
    sender: SENDER,
    receiver: {
      name: 'John Smith',
      phoneNumber: '+1 212 555 0100',
      regionLv0Id: regionId(0, 'US'),
      regionLv1Id: regionId(1, 'US-NY'),
      regionLv2Id: city.id,
      street: '350 5th Ave',
      postalCode: '10118',
    },
    parcels: [{ quantity: 1, weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 }],
    declaredItems: [{ name: '耳机', nameEn: 'Earphones', quantity: 2, unitValue: 10, currency: 'USD' }],
    customerReference: 'REF-1',
    ...overrides,
  };
}

export function multipart(field: string, fileName: string, data: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----documents-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a spreadsheet to a preview operation (default: the member's batch orders). */
export async function uploadPreview(
  ctx: TestContext,
  user: TestUser | undefined,
  fileName: string,
  data: Buffer,
  locale = 'en',
  url = '/api/f/logistics-management/order/preview-by-excel',
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipart('file', fileName, data);
  if (user) headers['authorization'] = `Bearer ${await ctx.tokenFor(user)}`;
  headers['accept-language'] = locale;
  return ctx.inject({ method: 'POST', url, payload, headers });
}

export const workbookOf = (sheets: Record<string, unknown[][]>): Buffer => {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

export const readWorkbook = (data: Buffer, options: XLSX.ParsingOptions = {}): XLSX.WorkBook => XLSX.read(data, { type: 'buffer', ...options });

export const rowsOf = (wb: XLSX.WorkBook, sheet: string): string[][] =>
  XLSX.utils.sheet_to_json<string[]>(wb.Sheets[sheet] as XLSX.WorkSheet, { header: 1, raw: false, defval: '' });

export const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
