import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UserType } from '@forwarder/contracts/api-f';
import { runSeeders } from '../../seed/seeders';
import { createTestContext, type TestContext, type TestUser } from '../../../test/harness';
import { merchantDataModule } from './module';
import { CHUNK_BYTES } from './file-store';
import { merchantDataDemoSeeder, merchantDataLegacyFileImporter } from './merchant-data.seeder';
import { createMerchantData, merchantDataDeps } from './merchant-data.service';
import { MAX_FILE_BYTES, UploadStaging } from './upload-staging';
import { multipartBody, type FilePart } from './testing/multipart-body';
import { exeBytes, pdfBytes, pngBytes, xlsxLikeBytes } from './testing/upload-fixtures';

const BASE = '/api/f/merchant-management/merchant-datas';
const MISSING_ID = '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88';

interface MerchantData {
  id: string;
  title: string;
  description: string;
  category: number;
  categoryDisplayName: string;
  files: { id: string; fileName: string; contentType: string; size: number; uploadTime: string }[];
  fileCount: number;
  totalSize: number;
  creationTime: string;
}
interface ErrorBody {
  error: { code: string | null; message: string; validationErrors: { members: string[]; message: string }[] | null };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let ctx: TestContext;
let merchant: TestUser;
let member: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ modules: [merchantDataModule] });
  merchant = await ctx.createUser({ userType: UserType.Merchant });
  member = await ctx.createUser({ userType: UserType.Member });
});
afterAll(async () => ctx?.close());

function upload(user: TestUser | null, fields: Record<string, string | number>, files: FilePart[], locale?: string) {
  const { payload, headers } = multipartBody(fields, files);
  return ctx.post(BASE, { ...(user ? { token: user } : {}), body: payload, headers, ...(locale ? { locale } : {}) });
}

async function uploadOk(user: TestUser, fields: Record<string, string | number>, files: FilePart[]): Promise<MerchantData> {
  const res = await upload(user, fields, files);
  expect(res.statusCode).toBe(200);
  return res.json<MerchantData>();
}

/** Every regular file under DATA_DIR/uploads (temp files included). */
function filesOnDisk(): string[] {
  const root = ctx.config.uploadsDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile());
}

async function rowCounts() {
  const records = await ctx.db.selectFrom('merchant_datas').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const files = await ctx.db.selectFrom('merchant_data_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const chunks = await ctx.db.selectFrom('merchant_data_file_chunks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { records: Number(records.n), files: Number(files.n), chunks: Number(chunks.n) };
}

/** Chunk rows holding the bytes of these files. */
async function chunksOf(fileIds: readonly string[]): Promise<number> {
  const row = await ctx.db
    .selectFrom('merchant_data_file_chunks')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('fileId', 'in', [...fileIds])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** For refusal tests: a fresh user with nothing stored, so "nothing left" is exact. */
async function expectNothingStoredFor(run: () => Promise<void>) {
  const beforeDisk = filesOnDisk();
  const beforeRows = await rowCounts();
  await run();
  expect(filesOnDisk()).toEqual(beforeDisk);
  expect(fs.existsSync(path.join(ctx.config.uploadsDir, 'tmp')) ? fs.readdirSync(path.join(ctx.config.uploadsDir, 'tmp')) : []).toEqual([]);
  expect(await rowCounts()).toEqual(beforeRows);
}

describe('without a token', () => {
  it.each([
    ['GET', BASE],
    ['GET', `${BASE}/${MISSING_ID}`],
    ['GET', `${BASE}/${MISSING_ID}/files/${MISSING_ID}`],
  ])('%s %s answers 401', async (method, url) => {
    const res = await ctx.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an upload with 401 and stores nothing', async () => {
    await expectNothingStoredFor(async () => {
      const res = await upload(null, { title: 'x' }, [{ name: 'a.pdf', data: pdfBytes() }]);
      expect(res.statusCode).toBe(401);
    });
  });
});

describe('upload, list, detail, download', () => {
  it('stores two files and gives back the same bytes', async () => {
    const pdf = pdfBytes('invoice');
    const csv = Buffer.from('名称,数量\r\n扬声器,120\r\n', 'utf8');
    const res = await upload(merchant, { title: ' 11 月发票 ', description: '第 46 周', category: 10 }, [
      // The client's content type is ignored: the stored one is detected from the bytes.
      { name: '发票 46.pdf', data: pdf, contentType: 'application/x-msdownload' },
      { name: 'packing.csv', data: csv, contentType: 'application/vnd.ms-excel' },
    ]);
    expect(res.statusCode).toBe(200);
    const created = res.json<MerchantData>();
    expect(created).toMatchObject({
      title: '11 月发票',
      description: '第 46 周',
      category: 10,
      categoryDisplayName: '发票',
      fileCount: 2,
      totalSize: pdf.length + csv.length,
    });
    expect(created.files.map((f) => [f.fileName, f.contentType, f.size])).toEqual([
      ['发票 46.pdf', 'application/pdf', pdf.length],
      ['packing.csv', 'text/csv; charset=utf-8', csv.length],
    ]);

    const list = await ctx.get(BASE, { token: merchant, query: { keyword: '11 月' } });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ totalCount: number; items: MerchantData[] }>().items).toEqual([created]);

    const detail = await ctx.get(`${BASE}/${created.id}`, { token: merchant, locale: 'en' });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<MerchantData>()).toEqual({ ...created, categoryDisplayName: 'Invoice' });

    const rows = await ctx.db.selectFrom('merchant_data_files').selectAll().where('merchantDataId', '=', created.id).execute();
    for (const [file, original] of [
      [created.files[0], pdf],
      [created.files[1], csv],
    ] as const) {
      const download = await ctx.get(`${BASE}/${created.id}/files/${file?.id}`, { token: merchant });
      expect(download.statusCode).toBe(200);
      expect(sha256(download.rawPayload)).toBe(sha256(original));
      expect(rows.find((r) => r.id === file?.id)?.sha256).toBe(sha256(original));
      expect(download.headers['content-type']).toBe(file?.contentType);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toContain(
        `attachment; filename="${file?.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file?.fileName ?? '')}`,
      );
    }
    // Stored under <userId>/<recordId>/<fileId>: ids only.
    expect(rows.map((r) => r.storagePath).sort()).toEqual(rows.map((r) => `${merchant.id}/${created.id}/${r.id}`).sort());
  });

  it('defaults the category to 90 and the description to empty, and accepts xlsx and png', async () => {
    const created = await uploadOk(merchant, { title: 'defaults' }, [
      { name: 'sheet.xlsx', data: xlsxLikeBytes() },
      { name: 'photo.png', data: pngBytes() },
    ]);
    expect(created).toMatchObject({ category: 90, categoryDisplayName: expect.any(String), description: '' });
    expect(created.files.map((f) => f.contentType)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/png',
    ]);
  });

  it('sanitises path traversal in file names and keeps the file inside the uploads folder', async () => {
    const created = await uploadOk(merchant, { title: 'traversal' }, [
      { name: '../../../etc/passwd.txt', data: Buffer.from('root:x:0:0') },
      { name: '..\\..\\boot.txt', data: Buffer.from('boot') },
    ]);
    expect(created.files.map((f) => f.fileName)).toEqual(['passwd.txt', 'boot.txt']);
    // The bytes are in the database; nothing of an upload stays on this process's disk.
    expect(filesOnDisk()).toEqual([]);
    expect(fs.existsSync(path.join(ctx.database.dataDir, 'etc'))).toBe(false);
  });

  it('stores a file of several chunks in the database and streams it back whole', async () => {
    const original = Buffer.from('0123456789abcdef'.repeat((3 * CHUNK_BYTES) / 16 + 7));
    const created = await uploadOk(merchant, { title: 'chunks' }, [{ name: 'big.txt', data: original }]);
    const fileId = created.files[0]?.id ?? '';
    expect(await chunksOf([fileId])).toBe(4);
    const download = await ctx.get(`${BASE}/${created.id}/files/${fileId}`, { token: merchant });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(original.length));
    expect(sha256(download.rawPayload)).toBe(sha256(original));
    expect(filesOnDisk()).toEqual([]);
  });

  it('answers 404, not a broken download, for a file row whose bytes are missing', async () => {
    const created = await uploadOk(merchant, { title: 'no bytes' }, [{ name: 'a.txt', data: Buffer.from('a') }]);
    const fileId = created.files[0]?.id ?? '';
    await ctx.db.deleteFrom('merchant_data_file_chunks').where('fileId', '=', fileId).execute();
    expect((await ctx.get(`${BASE}/${created.id}/files/${fileId}`, { token: merchant })).statusCode).toBe(404);
  });
});

describe('refused uploads store nothing', () => {
  let uploader: TestUser;
  beforeAll(async () => {
    uploader = await ctx.createUser({ userType: UserType.Merchant });
  });

  it('refuses an exe renamed to pdf, naming the file on its member (zh-Hans and en)', async () => {
    await expectNothingStoredFor(async () => {
      const files = [
        { name: 'ok.pdf', data: pdfBytes() },
        { name: 'invoice.pdf', data: exeBytes() },
      ];
      const zh = await upload(uploader, { title: 'x' }, files);
      expect(zh.statusCode).toBe(400);
      expect(zh.json<ErrorBody>().error.validationErrors).toEqual([
        { members: ['files[1]'], message: '文件 invoice.pdf 的内容与扩展名不符。' },
      ]);
      const en = await upload(uploader, { title: 'x' }, files, 'en');
      expect(en.json<ErrorBody>().error.validationErrors).toEqual([
        { members: ['files[1]'], message: 'The content of invoice.pdf does not match its extension.' },
      ]);
    });
  });

  it('refuses a file over 10 MiB with a files[i] error', async () => {
    await expectNothingStoredFor(async () => {
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_FILE_BYTES, 0x20)]);
      const res = await upload(uploader, { title: 'big' }, [
        { name: 'small.pdf', data: pdfBytes() },
        { name: 'big.pdf', data: big },
      ]);
      expect(res.statusCode).toBe(400);
      const errors = res.json<ErrorBody>().error.validationErrors;
      expect(errors).toEqual([{ members: ['files[1]'], message: expect.stringContaining('big.pdf') }]);
      expect(errors?.[0]?.message).toContain('10 MiB');
    });
  });

  it('answers 413 when the declared body exceeds what 5 files may need', async () => {
    await expectNothingStoredFor(async () => {
      const { payload, headers } = multipartBody({ title: 'x' }, [{ name: 'a.pdf', data: pdfBytes() }]);
      const res = await ctx.inject({
        method: 'POST',
        url: BASE,
        headers: { ...headers, authorization: `Bearer ${await ctx.tokenFor(uploader)}`, 'content-length': String(60 * 1024 * 1024) },
        payload: Readable.from([payload]),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json<ErrorBody>().error.code).toBe('PayloadTooLarge');
    });
  });

  it('refuses 6 files', async () => {
    await expectNothingStoredFor(async () => {
      const files = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from(`file ${i}`) }));
      const res = await upload(uploader, { title: 'six' }, files);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.validationErrors?.map((e) => e.members)).toEqual([['files']]);
    });
  });

  it('refuses a txt with NUL bytes and a disallowed type, one error per file', async () => {
    await expectNothingStoredFor(async () => {
      const res = await upload(uploader, { title: 'nul' }, [
        { name: 'fine.txt', data: Buffer.from('fine') },
        { name: 'notes.txt', data: Buffer.from('abc\u0000def') },
        { name: 'tool.exe', data: exeBytes() },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.validationErrors?.map((e) => e.members)).toEqual([['files[1]'], ['files[2]']]);
    });
  });

  it.each([
    ['missing title', {}, 'title'],
    ['blank title', { title: '   ' }, 'title'],
    ['title over 100', { title: 'x'.repeat(101) }, 'title'],
    ['description over 1000', { title: 't', description: 'x'.repeat(1001) }, 'description'],
    ['unknown category', { title: 't', category: 11 }, 'category'],
  ])('refuses %s', async (_case, fields, member) => {
    await expectNothingStoredFor(async () => {
      const res = await upload(uploader, fields, [{ name: 'a.pdf', data: pdfBytes() }]);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.validationErrors?.map((e) => e.members)).toEqual([[member]]);
    });
  });

  it('refuses a NUL in a text field with a 400 naming it (PostgreSQL cannot store one)', async () => {
    await expectNothingStoredFor(async () => {
      const res = await upload(uploader, { title: 'a\u0000b' }, [{ name: 'ok.pdf', data: pdfBytes() }]);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.validationErrors?.map((e) => e.members)).toEqual([['title']]);
    });
  });

  it('refuses an upload without files', async () => {
    await expectNothingStoredFor(async () => {
      const res = await upload(uploader, { title: 'none' }, []);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.validationErrors?.map((e) => e.members)).toEqual([['files']]);
    });
  });

  it('leaves nothing behind when the upload is cut off mid-file', async () => {
    await expectNothingStoredFor(async () => {
      const { payload, headers } = multipartBody({ title: 'cut' }, [
        { name: 'a.pdf', data: pdfBytes() },
        { name: 'b.pdf', data: Buffer.concat([pdfBytes(), Buffer.alloc(256 * 1024, 0x20)]) },
      ], { truncate: true });
      const res = await ctx.post(BASE, { token: uploader, body: payload, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe('BadRequest');
    });
  });

  it('removes the staged files when the database insert fails', async () => {
    await expectNothingStoredFor(async () => {
      const staging = new UploadStaging(ctx.config.uploadsDir);
      const staged = [await staging.stage(Readable.from([pdfBytes()]), 'a.pdf')];
      // No such user: the foreign key fails inside the transaction that stores the bytes.
      await expect(
        createMerchantData(merchantDataDeps(ctx.db), MISSING_ID, { title: 't' }, staging, staged),
        // better-sqlite3's errors can come from another realm inside Jest workers, so match the message, not the class
      ).rejects.toMatchObject({ message: expect.stringMatching(/foreign key/i) });
    });
  });
});

describe('ownership', () => {
  it('hides each account records and files from the other (404)', async () => {
    const mine = await uploadOk(merchant, { title: 'merchant only' }, [{ name: 'm.pdf', data: pdfBytes() }]);
    const theirs = await uploadOk(member, { title: 'member only' }, [{ name: 'u.txt', data: Buffer.from('u') }]);

    for (const [viewer, record] of [
      [member, mine],
      [merchant, theirs],
    ] as const) {
      expect((await ctx.get(`${BASE}/${record.id}`, { token: viewer })).statusCode).toBe(404);
      expect((await ctx.get(`${BASE}/${record.id}/files/${record.files[0]?.id}`, { token: viewer })).statusCode).toBe(404);
      const list = await ctx.get(BASE, { token: viewer, query: { maxResultCount: 1000 } });
      expect(list.json<{ items: MerchantData[] }>().items.map((i) => i.id)).not.toContain(record.id);
    }
    const memberList = await ctx.get(BASE, { token: member });
    expect(memberList.json<{ totalCount: number }>().totalCount).toBe(1);
  });

  it('answers 404 for a file id of another record and for unknown ids', async () => {
    const a = await uploadOk(merchant, { title: 'a' }, [{ name: 'a.txt', data: Buffer.from('a') }]);
    const b = await uploadOk(merchant, { title: 'b' }, [{ name: 'b.txt', data: Buffer.from('b') }]);
    expect((await ctx.get(`${BASE}/${a.id}/files/${b.files[0]?.id}`, { token: merchant })).statusCode).toBe(404);
    expect((await ctx.get(`${BASE}/${MISSING_ID}`, { token: merchant })).statusCode).toBe(404);
    expect((await ctx.get(`${BASE}/${a.id}/files/${MISSING_ID}`, { token: merchant })).statusCode).toBe(404);
  });

  it('answers 400 for ids that are not UUIDs', async () => {
    const res = await ctx.get(`${BASE}/..%2F..%2Fetc/files/passwd`, { token: merchant });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.validationErrors?.map((e) => e.members).flat().sort()).toEqual(['fileId', 'id']);
  });
});

describe('list filters and paging', () => {
  let owner: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await ctx.createUser({ userType: UserType.Merchant });
    const specs = [
      { title: 'Alpha invoice', category: 10, file: 'alpha.pdf', day: '2026-11-01' },
      { title: 'Beta packing', category: 20, file: 'BETA-list.csv', day: '2026-11-02' },
      { title: 'Gamma customs', category: 30, file: 'gamma.txt', day: '2026-11-03', description: 'Contains the WORD Needle' },
      { title: 'Delta contract', category: 40, file: 'delta.pdf', day: '2026-11-04' },
      { title: 'Epsilon other', category: 90, file: 'epsilon.txt', day: '2026-11-05' },
      { title: 'Zeta other', category: 90, file: 'Special-NEEDLE.txt', day: '2026-11-06' },
      { title: 'Eta other', category: 90, file: 'eta.txt', day: '2026-11-07' },
      { title: 'Theta other', category: 90, file: 'theta.txt', day: '2026-11-08' },
    ];
    for (const s of specs) {
      const data = s.file.endsWith('.pdf') ? pdfBytes() : Buffer.from(s.title);
      const created = await uploadOk(owner, { title: s.title, category: s.category, description: s.description ?? '' }, [
        { name: s.file, data },
      ]);
      ids[s.title] = created.id;
      await ctx.db.updateTable('merchant_datas').set({ creationTime: `${s.day}T08:00:00.000Z` }).where('id', '=', created.id).execute();
    }
  });

  const titles = async (query: Record<string, string | number>) => {
    const res = await ctx.get(BASE, { token: owner, query });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ totalCount: number; items: MerchantData[] }>();
    return { total: body.totalCount, titles: body.items.map((i) => i.title) };
  };

  it('pages 7 by default, newest first', async () => {
    const page = await titles({});
    expect(page.total).toBe(8);
    expect(page.titles).toHaveLength(7);
    expect(page.titles[0]).toBe('Theta other');
    expect(await titles({ skipCount: 7 })).toEqual({ total: 8, titles: ['Alpha invoice'] });
    expect(await titles({ maxResultCount: 2, skipCount: 2 })).toEqual({ total: 8, titles: ['Zeta other', 'Epsilon other'] });
  });

  it('sorts by the whitelisted fields only', async () => {
    expect((await titles({ sorting: 'title asc', maxResultCount: 3 })).titles).toEqual(['Alpha invoice', 'Beta packing', 'Delta contract']);
    expect((await titles({ sorting: 'creationTime asc', maxResultCount: 1 })).titles).toEqual(['Alpha invoice']);
    const bad = await ctx.get(BASE, { token: owner, query: { sorting: 'userId asc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.validationErrors?.[0]?.members).toEqual(['sorting']);
  });

  it('matches the keyword case-insensitively in title, description and file names', async () => {
    expect((await titles({ keyword: 'needle', sorting: 'title asc' })).titles).toEqual(['Gamma customs', 'Zeta other']);
    expect((await titles({ keyword: 'beta-LIST' })).titles).toEqual(['Beta packing']);
    expect((await titles({ keyword: 'ALPHA' })).titles).toEqual(['Alpha invoice']);
    expect((await titles({ keyword: '100%_' })).total).toBe(0);
  });

  it('filters by category and by creation time (from inclusive, to exclusive)', async () => {
    expect((await titles({ category: 20 })).titles).toEqual(['Beta packing']);
    expect((await titles({ category: 90 })).total).toBe(4);
    expect(
      (await titles({ creationTimeFrom: '2026-11-02T08:00:00.000Z', creationTimeTo: '2026-11-04T08:00:00Z', sorting: 'creationTime asc' })).titles,
    ).toEqual(['Beta packing', 'Gamma customs']);
    expect((await titles({ creationTimeFrom: '2026-11-02T10:00:00+02:00', creationTimeTo: '2026-11-03T00:00:00Z' })).titles).toEqual([
      'Beta packing',
    ]);
  });

  it('refuses invalid filters with 400 naming the parameter', async () => {
    for (const [query, member] of [
      [{ category: 11 }, 'category'],
      [{ creationTimeFrom: 'yesterday' }, 'creationTimeFrom'],
      [{ maxResultCount: 0 }, 'maxResultCount'],
      [{ keyword: 'x'.repeat(101) }, 'keyword'],
    ] as const) {
      const res = await ctx.get(BASE, { token: owner, query });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.validationErrors?.[0]?.members).toEqual([member]);
    }
  });
});

describe('demo seeder', () => {
  it('adds two records with real files to demo-merchant, once', async () => {
    const demo = await ctx.createUser({ userName: 'demo-merchant', userType: UserType.Merchant });
    const seedCtx = { demo: true, config: ctx.config, log: { info: () => undefined, warn: () => undefined } };
    await runSeeders(ctx.db, [merchantDataDemoSeeder], seedCtx);
    await runSeeders(ctx.db, [merchantDataDemoSeeder], seedCtx);

    const list = await ctx.get(BASE, { token: demo });
    const body = list.json<{ totalCount: number; items: MerchantData[] }>();
    expect(body.totalCount).toBe(2);
    const files = body.items.flatMap((i) => i.files.map((f) => ({ record: i.id, ...f })));
    expect(files.map((f) => f.contentType).sort()).toEqual(['application/pdf', 'text/csv; charset=utf-8']);
    for (const f of files) {
      const res = await ctx.get(`${BASE}/${f.record}/files/${f.id}`, { token: demo });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(f.size);
      if (f.contentType === 'application/pdf') expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('duplicate files in one upload', () => {
  it('refuses a file whose content an earlier file of the upload has, naming both (zh-Hans and en)', async () => {
    const uploader = await ctx.createUser({ userType: UserType.Member });
    await expectNothingStoredFor(async () => {
      const pdf = pdfBytes('same');
      const files = [
        { name: 'invoice.pdf', data: pdf },
        { name: 'other.pdf', data: pdfBytes('other') },
        // Renamed, same bytes: still a copy.
        { name: 'invoice (1).pdf', data: pdf },
      ];
      const zh = await upload(uploader, { title: 'dup' }, files);
      expect(zh.statusCode).toBe(400);
      expect(zh.json<ErrorBody>().error.validationErrors).toEqual([
        { members: ['files[2]'], message: '文件 invoice (1).pdf 与 invoice.pdf 内容相同，请只上传一次。' },
      ]);
      const en = await upload(uploader, { title: 'dup' }, files, 'en');
      expect(en.json<ErrorBody>().error.validationErrors).toEqual([
        { members: ['files[2]'], message: 'The file invoice (1).pdf has the same content as invoice.pdf; upload it once.' },
      ]);
    });
  });

  it('accepts two files of the same name with different content', async () => {
    const uploader = await ctx.createUser({ userType: UserType.Merchant });
    const created = await uploadOk(uploader, { title: 'two scans' }, [
      { name: 'scan.txt', data: Buffer.from('page 1') },
      { name: 'scan.txt', data: Buffer.from('page 2') },
    ]);
    expect(created.fileCount).toBe(2);
  });
});

describe('edit and delete', () => {
  const edit = (user: TestUser | null, id: string, body: unknown, locale?: string) =>
    ctx.put(`${BASE}/${id}`, { ...(user ? { token: user } : {}), body, ...(locale ? { locale } : {}) });
  const remove = (user: TestUser | null, id: string) => ctx.delete(`${BASE}/${id}`, user ? { token: user } : {});
  const recordDirOf = (user: TestUser, id: string) => path.join(ctx.config.uploadsDir, user.id, id);
  const fileIdsOf = (record: MerchantData) => record.files.map((f) => f.id);

  it.each([UserType.Member, UserType.Merchant])('the owner (user type %s) edits title, description and category; files stay', async (userType) => {
    const owner = await ctx.createUser({ userType });
    const created = await uploadOk(owner, { title: 'draft', description: 'old', category: 90 }, [{ name: 'a.pdf', data: pdfBytes() }]);
    const res = await edit(owner, created.id, { title: ' 11 月发票（更正） ', description: ' 金额已更正 ', category: 10 }, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json<MerchantData>()).toMatchObject({
      id: created.id,
      title: '11 月发票（更正）',
      description: '金额已更正',
      category: 10,
      categoryDisplayName: 'Invoice',
      files: created.files,
      creationTime: created.creationTime,
    });
    const cleared = await edit(owner, created.id, { title: 'x', description: '', category: 20 });
    expect(cleared.json<MerchantData>()).toMatchObject({ description: '', category: 20 });
    const row = await ctx.db.selectFrom('merchant_datas').select('lastModificationTime').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.lastModificationTime).not.toBeNull();
  });

  it.each([
    ['blank title', { title: '  ', description: '', category: 10 }, 'title'],
    ['title over 100', { title: 'x'.repeat(101), description: '', category: 10 }, 'title'],
    ['description over 1000', { title: 't', description: 'x'.repeat(1001), category: 10 }, 'description'],
    ['unknown category', { title: 't', description: '', category: 11 }, 'category'],
    ['missing category', { title: 't', description: '' }, 'category'],
    ['unknown member', { title: 't', description: '', category: 10, files: [] }, 'files'],
  ])('refuses an edit with %s (400 naming the field), changing nothing', async (_case, body, member) => {
    const owner = await ctx.createUser({ userType: UserType.Member });
    const created = await uploadOk(owner, { title: 'keep' }, [{ name: 'a.txt', data: Buffer.from('a') }]);
    const res = await edit(owner, created.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.validationErrors?.flatMap((e) => e.members)).toEqual([member]);
    expect((await ctx.get(`${BASE}/${created.id}`, { token: owner })).json<MerchantData>().title).toBe('keep');
  });

  it('says in the request language what is wrong with an edit', async () => {
    const owner = await ctx.createUser({ userType: UserType.Member });
    const created = await uploadOk(owner, { title: 'keep' }, [{ name: 'a.txt', data: Buffer.from('a') }]);
    const zh = await edit(owner, created.id, { title: ' ', description: '', category: 10 });
    const en = await edit(owner, created.id, { title: ' ', description: '', category: 10 }, 'en');
    expect(zh.json<ErrorBody>().error.validationErrors?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    expect(en.json<ErrorBody>().error.validationErrors?.[0]?.message).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it.each([UserType.Member, UserType.Merchant])('the owner (user type %s) deletes a record: rows and files gone', async (userType) => {
    const owner = await ctx.createUser({ userType });
    const keep = await uploadOk(owner, { title: 'keep' }, [{ name: 'k.txt', data: Buffer.from('keep') }]);
    const created = await uploadOk(owner, { title: 'bye' }, [
      { name: 'a.pdf', data: pdfBytes('a') },
      { name: 'b.png', data: pngBytes() },
    ]);
    expect(await chunksOf(fileIdsOf(created))).toBe(2);
    const res = await remove(owner, created.id);
    expect(res.statusCode).toBe(204);
    expect(await chunksOf(fileIdsOf(created))).toBe(0);
    expect(await ctx.db.selectFrom('merchant_data_files').select('id').where('merchantDataId', '=', created.id).execute()).toEqual([]);
    expect((await ctx.get(`${BASE}/${created.id}`, { token: owner })).statusCode).toBe(404);
    expect((await ctx.get(`${BASE}/${created.id}/files/${created.files[0]?.id}`, { token: owner })).statusCode).toBe(404);
    expect((await remove(owner, created.id)).statusCode).toBe(404);
    // The other record and its file are untouched.
    const other = await ctx.get(`${BASE}/${keep.id}/files/${keep.files[0]?.id}`, { token: owner });
    expect(other.body).toBe('keep');
  });

  it("another account's record is 404 for edit and delete, and stays whole; anonymous 401; staff 403", async () => {
    const owner = await ctx.createUser({ userType: UserType.Merchant });
    const stranger = await ctx.createUser({ userType: UserType.Member });
    const staff = await ctx.createUser({ userType: UserType.Staff, staffRole: 'operator' });
    const created = await uploadOk(owner, { title: 'mine' }, [{ name: 'a.txt', data: Buffer.from('a') }]);
    const body = { title: 'taken', description: '', category: 10 };
    expect((await edit(stranger, created.id, body)).statusCode).toBe(404);
    expect((await remove(stranger, created.id)).statusCode).toBe(404);
    expect((await edit(null, created.id, body)).statusCode).toBe(401);
    expect((await remove(null, created.id)).statusCode).toBe(401);
    expect((await edit(staff, created.id, body)).statusCode).toBe(403);
    expect((await remove(staff, created.id)).statusCode).toBe(403);
    expect((await edit(owner, MISSING_ID, body)).statusCode).toBe(404);
    expect((await remove(owner, 'not-an-id')).statusCode).toBe(400);
    expect((await ctx.get(`${BASE}/${created.id}`, { token: owner })).json<MerchantData>().title).toBe('mine');
    expect(await chunksOf(fileIdsOf(created))).toBe(1);
  });

  it('the start-up sweep copies files stored on disk before 0014 into the database, then removes them there, with orphans', async () => {
    const owner = await ctx.createUser({ userType: UserType.Merchant });
    const legacy = await uploadOk(owner, { title: 'legacy' }, [{ name: 'a.txt', data: Buffer.from('from the old disk') }]);
    const legacyFile = legacy.files[0]?.id ?? '';
    // As a record stored before 0014 looks: its row, its bytes on this process's disk, none in the database.
    await ctx.db.deleteFrom('merchant_data_file_chunks').where('fileId', '=', legacyFile).execute();
    fs.mkdirSync(recordDirOf(owner, legacy.id), { recursive: true });
    fs.writeFileSync(path.join(recordDirOf(owner, legacy.id), legacyFile), 'from the old disk');
    // The files of a record whose delete committed before the old file removal ran.
    fs.mkdirSync(recordDirOf(owner, MISSING_ID), { recursive: true });
    fs.writeFileSync(path.join(recordDirOf(owner, MISSING_ID), legacyFile.replace(/^./, 'f')), 'orphan');
    const sweep = () => runSeeders(ctx.db, [merchantDataLegacyFileImporter], { demo: false, config: ctx.config, log: { info: () => undefined, warn: () => undefined } });
    const download = () => ctx.get(`${BASE}/${legacy.id}/files/${legacyFile}`, { token: owner });
    expect((await download()).statusCode).toBe(404);

    await sweep();
    expect((await download()).body).toBe('from the old disk');
    expect(fs.existsSync(recordDirOf(owner, MISSING_ID))).toBe(false);
    // Kept until a later start sees the copy committed: a rolled-back start-up cannot lose the only copy.
    expect(fs.existsSync(recordDirOf(owner, legacy.id))).toBe(true);

    await sweep();
    expect(fs.existsSync(path.join(ctx.config.uploadsDir, owner.id))).toBe(false);
    expect((await download()).body).toBe('from the old disk');
  });
});
