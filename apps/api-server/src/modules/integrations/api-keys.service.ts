import { AuditAction, AuditEntityType, type ApiKeyScope, type components } from '@forwarder/contracts/api-ops';
import { apiKeyActorName, hashApiKeySecret, newApiKeySecret } from '../../auth/api-keys';
import { newId, nowIso } from '../../db/ids';
import { paginate, type PagedResult } from '../../db/paging';
import { inTransaction } from '../../db/transaction';
import { BusinessError, NotFoundError } from '../../errors/app-errors';
import { findUserNames } from '../accounts';
import { recordAudit, type AuditActor } from '../audit';
import { apiKeysQuery, findApiKeyRow, insertApiKey, revokeApiKeyRow, type ApiKeyRow } from './api-keys.repository';
import type { IntegrationsDatabase, IntegrationsExecutor } from './integrations.db';

// API keys of carriers and warehouse systems, managed by admins (the contract marks these operations
// `x-staff-role: admin`). The secret is answered once, at creation; only its SHA-256 and its prefix are kept
// (auth/api-keys.ts checks calls against them). A key is revoked, never deleted: the audit log names it.

type S = components['schemas'];
type ApiKey = S['ApiKey'];

/** `names`: user names by id, from accounts' front door. */
const toApiKey = (row: ApiKeyRow, names: ReadonlyMap<string, string>): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes.split(' ').filter(Boolean) as ApiKeyScope[],
  isRevoked: row.revocationTime !== null,
  creationTime: row.creationTime,
  creatorUserName: names.get(row.createdBy) ?? '',
  lastUsedTime: row.lastUsedTime,
  revocationTime: row.revocationTime,
  revokerUserName: row.revokedBy === null ? null : (names.get(row.revokedBy) ?? null),
});

/** Keys with who created and revoked them, the names looked up at once for the page (accounts' front door). */
async function withUserNames(db: IntegrationsExecutor, rows: readonly ApiKeyRow[]): Promise<ApiKey[]> {
  const names = await findUserNames(db, rows.flatMap((row) => [row.createdBy, row.revokedBy]));
  return rows.map((row) => toApiKey(row, names));
}

async function requireKeyRow(db: IntegrationsExecutor, id: string): Promise<ApiKeyRow> {
  const row = await findApiKeyRow(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

async function requireApiKey(db: IntegrationsExecutor, id: string): Promise<ApiKey> {
  const [key] = await withUserNames(db, [await requireKeyRow(db, id)]);
  if (!key) throw new NotFoundError();
  return key;
}

export async function listApiKeys(db: IntegrationsDatabase, request: S['ApiKeyListRequest']): Promise<PagedResult<ApiKey>> {
  const page = await paginate(db, apiKeysQuery(db, request.includeRevoked ?? false), request, { sortable: { creationTime: 'k.creationTime' }, defaultSorting: 'creationTime desc', tieBreaker: 'k.id', defaultPageSize: 20 });
  return { totalCount: page.totalCount, items: await withUserNames(db, page.items) };
}

/** A new key and its secret, which is not stored and so cannot be answered again. */
export async function createApiKey(db: IntegrationsDatabase, actor: AuditActor, input: S['CreateApiKeyInput']): Promise<S['CreatedApiKey']> {
  const { secret, prefix } = newApiKeySecret();
  const id = newId();
  const name = input.name.trim();
  const scopes = [...new Set(input.scopes)].sort();
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    await insertApiKey(trx, { id, name, prefix, secretHash: hashApiKeySecret(secret), scopes: scopes.join(' '), creationTime: now, createdBy: actor.id, lastUsedTime: null, revocationTime: null, revokedBy: null });
    // The audit entry names the key by its prefix; the secret never reaches the log.
    await recordAudit(trx, actor, { action: AuditAction.ApiKeyCreate, entityType: AuditEntityType.ApiKey, entityId: id, entityLabel: name, before: null, after: { name, prefix, scopes } }, now);
  });
  return { apiKey: await requireApiKey(db, id), secret };
}

/** From now on the key answers 401; revoking it twice is a 400 (nothing to change, nothing to audit). */
export async function revokeApiKey(db: IntegrationsDatabase, actor: AuditActor, id: string): Promise<ApiKey> {
  await inTransaction(db, async (trx) => {
    const key = await requireKeyRow(trx, id);
    if (key.revocationTime !== null) throw new BusinessError('Ops:ApiKeyAlreadyRevoked', 'Ops:ApiKeyAlreadyRevoked', 400, { name: key.name });
    const now = nowIso();
    if (!(await revokeApiKeyRow(trx, id, actor.id, now))) throw new BusinessError('Ops:ApiKeyAlreadyRevoked', 'Ops:ApiKeyAlreadyRevoked', 400, { name: key.name });
    await recordAudit(trx, actor, { action: AuditAction.ApiKeyRevoke, entityType: AuditEntityType.ApiKey, entityId: id, entityLabel: key.name, before: { revocationTime: null }, after: { revocationTime: now, prefix: key.prefix } }, now);
  });
  return requireApiKey(db, id);
}

/** The audit log's actor for what a key changes. */
export const apiKeyActor = (key: { id: string; prefix: string }): AuditActor => ({ id: key.id, userName: apiKeyActorName(key) });
