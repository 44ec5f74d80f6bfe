import path from 'node:path';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `<userId>/<recordId>/<fileId>`: built from database ids only, never from anything the client named. */
export function storagePathOf(userId: string, recordId: string, fileId: string): string {
  for (const id of [userId, recordId, fileId]) {
    if (!ID.test(id)) throw new Error(`Not an id: ${JSON.stringify(id)}`);
  }
  return `${userId}/${recordId}/${fileId}`;
}

/**
 * Absolute path of a stored file. The stored value comes from `storagePathOf`, but a row edited by hand must still
 * not reach outside the uploads folder.
 */
export function resolveStoragePath(uploadsDir: string, storagePath: string): string {
  const root = path.resolve(uploadsDir);
  const absolute = path.resolve(root, storagePath);
  if (!absolute.startsWith(root + path.sep)) throw new Error(`Storage path escapes the uploads folder: ${storagePath}`);
  return absolute;
}
