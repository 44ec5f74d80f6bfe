import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { MerchantDataDb } from './merchant-data.db';

/**
 * Where the bytes of merchant data files live. Every server process of one database must serve every file, so the
 * one implementation keeps them in the database (see DatabaseFileStore); an object store would be a second one.
 */
export interface FileStore {
  /** Stores a staged temp file as `fileId`'s bytes; run inside the transaction that inserts the file's row. */
  put(trx: MerchantDataDb, fileId: string, tempPath: string): Promise<void>;
  /**
   * The bytes of `fileId` (`size` of them), read as the consumer reads them; null when none are stored (so the
   * caller can still answer 404), a stream error when some go missing on the way.
   */
  open(fileId: string, size: number): Promise<Readable | null>;
  /** Whether any bytes are stored for `fileId` (the legacy disk import's check). */
  has(db: MerchantDataDb, fileId: string): Promise<boolean>;
}

/** Bytes per chunk row: small enough that a download holds one at a time, large enough for few round trips. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Files as numbered chunk rows (merchant_data_file_chunks, bytea/BLOB). Writing streams the temp file in CHUNK_BYTES
 * slices; a download fetches one chunk per read, so a 10 MiB file never sits whole in memory. Chunk rows go with
 * their file row (ON DELETE CASCADE), so deleting a record removes its bytes in the same transaction.
 */
export class DatabaseFileStore implements FileStore {
  constructor(private readonly db: MerchantDataDb) {}

  async put(trx: MerchantDataDb, fileId: string, tempPath: string): Promise<void> {
    let seq = 0;
    for await (const chunk of createReadStream(tempPath, { highWaterMark: CHUNK_BYTES })) {
      await trx
        .insertInto('merchant_data_file_chunks')
        .values({ fileId, seq: seq++, data: chunk as Buffer })
        .execute();
    }
  }

  async open(fileId: string, size: number): Promise<Readable | null> {
    const chunkAt = async (seq: number): Promise<Buffer | null> => {
      const row = await this.db
        .selectFrom('merchant_data_file_chunks')
        .select('data')
        .where('fileId', '=', fileId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      return row ? Buffer.from(row.data) : null;
    };
    // The first chunk is read before answering, so a file without bytes is a 404 rather than a broken download.
    const first = await chunkAt(0);
    if (!first) return null;
    let next: Buffer | null = first;
    let seq = 1;
    let sent = 0;
    return new Readable({
      async read() {
        try {
          if (!next) {
            if (sent >= size) return void this.push(null);
            next = await chunkAt(seq++);
            // Deleted while being downloaded (or stored short): end with an error rather than a short file.
            if (!next) throw new Error(`merchant-data: file ${fileId} has ${sent} of ${size} bytes stored`);
          }
          const data: Buffer = next;
          next = null;
          sent += data.length;
          this.push(data);
        } catch (error) {
          this.destroy(error as Error);
        }
      },
    });
  }

  async has(db: MerchantDataDb, fileId: string): Promise<boolean> {
    const row = await db.selectFrom('merchant_data_file_chunks').select('seq').where('fileId', '=', fileId).limit(1).executeTakeFirst();
    return row !== undefined;
  }
}
