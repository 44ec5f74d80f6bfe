const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `<userId>/<recordId>/<fileId>`: built from database ids only, never from anything the client named. */
export function storagePathOf(userId: string, recordId: string, fileId: string): string {
  for (const id of [userId, recordId, fileId]) {
    if (!ID.test(id)) throw new Error(`Not an id: ${JSON.stringify(id)}`);
  }
  return `${userId}/${recordId}/${fileId}`;
}

