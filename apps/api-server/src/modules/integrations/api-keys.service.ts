import { AuditAction, AuditEntityType, type ApiKeyScope, type components } from '@forwarder/contracts/api-ops';
import { apiKeyActorName, hashApiKeySecret, newApiKeySecret } from '../../auth/api-keys';
import type { Db } from '../../db/database';
import { newId, nowIso } from '../../db/ids';
import { paginate, type PagedResult } from '../../db/paging';
import { inTransaction, type Executor } from '../../db/transaction';
import { BusinessError, NotFoundError } from '../../errors/app-errors';
import { recordAudit, type AuditActor } from '../audit';

// API keys of carriers and warehouse systems, managed by admins (the contract marks these operations
// `x-staff-role: admin`). The secret is answered once, at creation; only its SHA-256 and its prefix are kept
// (auth/api-keys.ts checks calls against them). A key is revoked, never deleted: the audit log names it.

type S = components['schemas'];
type ApiKey = S['ApiKey'];

const COLUMNS = [
  'k.id',
  'k.name',
  'k.prefix',
  'k.scopes',
  'k.creationTime',
  'k.lastUsedTime',
  'k.revocationTime',
  'creator.userName as creatorUserName',
  'revoker.userName as revokerUserName',
] as const;

const keys = (db: Executor) =>
  db.selectFrom('api_keys as k').leftJoin('users as creator', 'creator.id', 'k.createdBy').leftJoin('users as revoker', 'revoker.id', 'k.revokedBy');

interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string;
  creationTime: string;
  lastUsedTime: string | null;
  revocationTime: string | null;
  creatorUserName: string | null;
  revokerUserName: string | null;
}

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes.split(' ').filter(Boolean) as ApiKeyScope[],
  isRevoked: row.revocationTime !== null,
  creationTime: row.creationTime,
  creatorUserName: row.creatorUserName ?? '',
  lastUsedTime: row.lastUsedTime,
  revocationTime: row.revocationTime,
  revokerUserName: row.revokerUserName,
});

async function requireApiKey(db: Executor, id: string): Promise<ApiKey> {
  const row = await keys(db).select(COLUMNS).where('k.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return toApiKey(row);
}

export async function listApiKeys(db: Db, request: S['ApiKeyListRequest']): Promise<PagedResult<ApiKey>> {
  let query = keys(db).select(COLUMNS);
  if (!request.includeRevoked) query = query.where('k.revocationTime', 'is', null);
  const page = await paginate(db, query, request, { sortable: { creationTime: 'k.creationTime' }, defaultSorting: 'creationTime desc', tieBreaker: 'k.id', defaultPageSize: 20 });
  return { totalCount: page.totalCount, items: page.items.map(toApiKey) };
}

/** A new key and its secret, which is not stored and so cannot be answered again. */
export async function createApiKey(db: Db, actor: AuditActor, input: S['CreateApiKeyInput']): Promise<S['CreatedApiKey']> {
  const { secret, prefix } = newApiKeySecret();
  const id = newId();
  const name = input.name.trim();
  const scopes = [...new Set(input.scopes)].sort();
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    await trx
      .insertInto('api_keys')
      .values({ id, name, prefix, secretHash: hashApiKeySecret(secret), scopes: scopes.join(' '), creationTime: now, createdBy: actor.id, lastUsedTime: null, revocationTime: null, revokedBy: null })
      .execute();
    // The audit entry names the key by its prefix; the secret never reaches the log.
    await recordAudit(trx, actor, { action: AuditAction.ApiKeyCreate, entityType: AuditEntityType.ApiKey, entityId: id, entityLabel: name, before: null, after: { name, prefix, scopes } }, now);
  });
  return { apiKey: await requireApiKey(db, id), secret };
}

/** From now on the key answers 401; revoking it twice is a 400 (nothing to change, nothing to audit). */
export async function revokeApiKey(db: Db, actor: AuditActor, id: string): Promise<ApiKey> {
  await inTransaction(db, async (trx) => {
    const key = await requireApiKey(trx, id);
    if (key.isRevoked) throw new BusinessError('Ops:ApiKeyAlreadyRevoked', 'Ops:ApiKeyAlreadyRevoked', 400, { name: key.name });
    const now = nowIso();
    const result = await trx.updateTable('api_keys').set({ revocationTime: now, revokedBy: actor.id }).where('id', '=', id).where('revocationTime', 'is', null).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new BusinessError('Ops:ApiKeyAlreadyRevoked', 'Ops:ApiKeyAlreadyRevoked', 400, { name: key.name });
    await recordAudit(trx, actor, { action: AuditAction.ApiKeyRevoke, entityType: AuditEntityType.ApiKey, entityId: id, entityLabel: key.name, before: { revocationTime: null }, after: { revocationTime: now, prefix: key.prefix } }, now);
  });
  return requireApiKey(db, id);
}

/** The audit log's actor for what a key changes. */
export const apiKeyActor = (key: { id: string; prefix: string }): AuditActor => ({ id: key.id, userName: apiKeyActorName(key) });
