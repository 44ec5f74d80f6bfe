import fs from 'node:fs/promises';
import path from 'node:path';
import { chunks, type Executor } from '../../db/transaction';
import { existingRecordIds } from './merchant-data.repository';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A record folder younger than this may belong to an upload still being stored by another process (its files are
 * moved in before its rows commit), so it is never taken for an orphan.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes record folders (`<uploads>/<userId>/<recordId>`) that no row names: what a crash between a delete's
 * commit and its file removal, or a failed removal, leaves behind. Returns how many folders were removed.
 */
export async function sweepOrphanRecordDirs(db: Executor, uploadsDir: string, now = Date.now()): Promise<number> {
  const candidates: { recordId: string; dir: string }[] = [];
  for (const userId of await idDirs(uploadsDir)) {
    const userDir = path.join(uploadsDir, userId);
    for (const recordId of await idDirs(userDir)) {
      const dir = path.join(userDir, recordId);
      const stat = await fs.stat(dir).catch(() => null);
      if (stat && now - stat.mtimeMs > ORPHAN_MIN_AGE_MS) candidates.push({ recordId, dir });
    }
  }
  let removed = 0;
  for (const slice of chunks(candidates)) {
    const existing = await existingRecordIds(
      db,
      slice.map((c) => c.recordId),
    );
    for (const candidate of slice.filter((c) => !existing.has(c.recordId))) {
      await fs.rm(candidate.dir, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/** Sub-folders named like an id (so `tmp` and anything else put there by hand are left alone). */
async function idDirs(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory() && ID.test(e.name)).map((e) => e.name);
}
