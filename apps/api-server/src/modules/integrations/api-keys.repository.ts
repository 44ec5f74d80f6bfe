import type { ApiKeysTable } from '../../auth/auth.tables';
import type { IntegrationsDb } from './integrations.db';

// The SQL of api_keys, and nothing else: the key list's page query, one key, issuing and revoking. Who created or
// revoked a key is accounts' to name (the service asks its front door).

const COLUMNS = [
  'k.id',
  'k.name',
  'k.prefix',
  'k.scopes',
  'k.creationTime',
  'k.lastUsedTime',
  'k.revocationTime',
  'k.createdBy',
  'k.revokedBy',
] as const;

/** The key list's query (no order, no page): the service pages it. */
export function apiKeysQuery(db: IntegrationsDb, includeRevoked: boolean) {
  const query = db.selectFrom('api_keys as k').select(COLUMNS);
  return includeRevoked ? query : query.where('k.revocationTime', 'is', null);
}

export type ApiKeyRow = Awaited<ReturnType<ReturnType<typeof apiKeysQuery>['execute']>>[number];

export function findApiKeyRow(db: IntegrationsDb, id: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys as k').select(COLUMNS).where('k.id', '=', id).executeTakeFirst();
}

export async function insertApiKey(db: IntegrationsDb, row: ApiKeysTable): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

/** Revokes a live key; false when it was revoked meanwhile. */
export async function revokeApiKeyRow(db: IntegrationsDb, id: string, revokedBy: string, now: string): Promise<boolean> {
  const result = await db.updateTable('api_keys').set({ revocationTime: now, revokedBy }).where('id', '=', id).where('revocationTime', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
