import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { UserType } from '@forwarder/contracts/api-f';
import { newId, nowIso } from '../../db/ids';
import { inTransaction } from '../../db/transaction';
import { createTestContext, type TestContext } from '../../../test/harness';
import { CHUNK_BYTES, DatabaseFileStore } from './file-store';
import { merchantDataModule } from './module';

let ctx: TestContext;
let store: DatabaseFileStore;
let userId: string;

beforeAll(async () => {
  ctx = await createTestContext({ modules: [merchantDataModule] });
  store = new DatabaseFileStore(ctx.db);
  userId = (await ctx.createUser({ userType: UserType.Merchant })).id;
});
afterAll(async () => ctx?.close());

/** A file row (with its record) and `data` put into the store from a temp file, as an upload does. */
async function stored(data: Buffer): Promise<string> {
  const recordId = newId();
  const fileId = newId();
  const temp = path.join(ctx.database.dataDir, `${fileId}.part`);
  fs.writeFileSync(temp, data);
  await inTransaction(ctx.db, async (trx) => {
    await trx.insertInto('merchant_datas').values({ id: recordId, userId, title: 't', description: '', category: 90, creationTime: nowIso(), lastModificationTime: null }).execute();
    await trx
      .insertInto('merchant_data_files')
      .values({ id: fileId, merchantDataId: recordId, fileName: 'f.txt', contentType: 'text/plain', size: data.length, sha256: '', storagePath: fileId, position: 0, uploadTime: nowIso() })
      .execute();
    await store.put(trx, fileId, temp);
  });
  fs.rmSync(temp);
  return fileId;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('DatabaseFileStore', () => {
  it.each([
    ['one byte', 1],
    ['exactly one chunk', CHUNK_BYTES],
    ['two chunks and a bit', 2 * CHUNK_BYTES + 17],
  ])('stores and streams back %s, one chunk per read', async (_case, size) => {
    const data = Buffer.alloc(size, 0);
    for (let i = 0; i < size; i++) data[i] = (i * 31) % 251;
    const fileId = await stored(data);
    const stream = await store.open(fileId, size);
    if (!stream) throw new Error('stored file not found');
    const parts: number[] = [];
    for await (const part of stream) parts.push((part as Buffer).length);
    expect(Math.max(...parts)).toBeLessThanOrEqual(CHUNK_BYTES);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(size);
    expect(sha(await readAll((await store.open(fileId, size)) as Readable))).toBe(sha(data));
  });

  it('answers null for a file without bytes, so the download can still be a 404', async () => {
    expect(await store.open(newId(), 10)).toBeNull();
    expect(await store.has(ctx.db, newId())).toBe(false);
  });

  it('ends with an error, not a short file, when the bytes are deleted during a download', async () => {
    const data = Buffer.alloc(3 * CHUNK_BYTES, 7);
    const fileId = await stored(data);
    const stream = (await store.open(fileId, data.length)) as Readable;
    // The first chunk is already in hand; the rest go with their row.
    await ctx.db.deleteFrom('merchant_data_files').where('id', '=', fileId).execute();
    await expect(readAll(stream)).rejects.toThrow(/has 262144 of 786432 bytes stored/);
  });

  it('rolls the bytes back with the transaction that stored them', async () => {
    const fileId = newId();
    const temp = path.join(ctx.database.dataDir, 'rollback.part');
    fs.writeFileSync(temp, 'x');
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await store.put(trx, fileId, temp);
      }),
      // No file row: the chunk's foreign key fails, and nothing is left.
    ).rejects.toMatchObject({ message: expect.stringMatching(/foreign key/i) });
    expect(await store.has(ctx.db, fileId)).toBe(false);
  });
});
