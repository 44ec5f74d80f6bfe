import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store';
import type { MerchantDataDb } from './merchant-data.db';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LegacyImportResult {
  /** Files whose bytes were copied into the store. */
  imported: number;
  /** Files no row names any more, removed. */
  orphans: number;
}

/**
 * Before migration 0014 a file's bytes lay on the disk of the process that received it, in
 * `<uploads>/<userId>/<recordId>/<fileId>`. At every start each process copies what its own disk still holds into
 * the store. It runs inside the seeder's transaction, so a copied file is removed from disk only at a later start,
 * once the database is seen to hold its bytes: a rollback can never lose the only copy. Files no row names (a record
 * deleted by a crash between its commit and the old file removal) are removed at once. Nothing writes into those
 * folders any more, so no age check is needed to tell an upload in progress from an orphan.
 */
export async function importLegacyDiskFiles(trx: MerchantDataDb, store: FileStore, uploadsDir: string): Promise<LegacyImportResult> {
  const result: LegacyImportResult = { imported: 0, orphans: 0 };
  for (const userId of await idEntries(uploadsDir, 'dir')) {
    const userDir = path.join(uploadsDir, userId);
    for (const recordId of await idEntries(userDir, 'dir')) {
      const recordDir = path.join(userDir, recordId);
      let kept = 0;
      for (const fileId of await idEntries(recordDir, 'file')) {
        const file = path.join(recordDir, fileId);
        const row = await trx
          .selectFrom('merchant_data_files')
          .select('id')
          .where('id', '=', fileId)
          .where('merchantDataId', '=', recordId)
          .executeTakeFirst();
        if (row && !(await store.has(trx, fileId))) {
          await store.put(trx, fileId, file);
          result.imported++;
          kept++;
          continue;
        }
        if (!row) result.orphans++;
        await fs.rm(file, { force: true });
      }
      if (!kept) await fs.rm(recordDir, { recursive: true, force: true });
    }
    await fs.rmdir(userDir).catch(() => undefined); // only when empty
  }
  return result;
}

/** Entries named like an id (so `tmp` and anything else put there by hand are left alone). */
async function idEntries(dir: string, kind: 'dir' | 'file'): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => (kind === 'dir' ? e.isDirectory() : e.isFile()) && ID.test(e.name)).map((e) => e.name);
}
