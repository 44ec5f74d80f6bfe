import { createHash, randomBytes } from 'node:crypto';
import { BusinessError } from '../errors/app-errors';
import type { Executor } from '../db/transaction';
import type { ApiKeyTables } from './auth.tables';
import type { OperationSpec } from '../http/openapi/spec';

// API keys of the machine API (carriers, warehouse systems): how a secret looks, how it is stored, and how a call
// finds its key. Keys are managed by admins (modules/integrations); which operation accepts a key, and with which
// scope, is the contract's word (security scheme apiKeyAuth, `x-api-key-scope`), read by the router.

/** The extension naming the scope an API-key operation needs (e.g. `events:write`). */
export const API_KEY_SCOPE_EXTENSION = 'x-api-key-scope';

/** The key calling an operation: the audit log's actor for what it changes. */
export interface ApiKeyCaller {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
}

const SECRET_START = 'fwk_';

/** Only this digest is stored. The secret carries 256 random bits, so a fast hash is enough (see 0010). */
export const hashApiKeySecret = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/**
 * A new secret `fwk_<8 characters>_<43 characters>` (base64url: 48 + 256 random bits) and its prefix
 * `fwk_<8 characters>`, which tells keys apart in the console without revealing the secret.
 */
export function newApiKeySecret(): { secret: string; prefix: string } {
  const prefix = SECRET_START + randomBytes(6).toString('base64url');
  return { secret: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

/** The audit log's name of a key: its prefix, as the console's key list shows it. */
export const apiKeyActorName = (key: Pick<ApiKeyCaller, 'prefix'>): string => `api-key:${key.prefix}`;

/** How often the last-use time is written: calls come in bursts, one write a minute says enough. */
const LAST_USE_RESOLUTION_MS = 60_000;

/**
 * The key of a call to an API-key operation, or 401 (`Ops:ApiKeyRequired` without a key, `Ops:ApiKeyInvalid` for
 * an unknown or revoked one) or 403 (`Ops:ApiKeyScope` when the key lacks the operation's scope; an operation
 * naming no scope is refused to every key).
 */
export async function authenticateApiKey(db: Executor<ApiKeyTables>, secret: string | null, operation: OperationSpec): Promise<ApiKeyCaller> {
  if (!secret) throw new BusinessError('Ops:ApiKeyRequired', 'Ops:ApiKeyRequired', 401);
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'name', 'prefix', 'scopes', 'lastUsedTime'])
    .where('secretHash', '=', hashApiKeySecret(secret.trim()))
    .where('revocationTime', 'is', null)
    .executeTakeFirst();
  if (!row) throw new BusinessError('Ops:ApiKeyInvalid', 'Ops:ApiKeyInvalid', 401);
  const scopes = row.scopes.split(' ').filter(Boolean);
  const needed = operation.extensions[API_KEY_SCOPE_EXTENSION];
  if (typeof needed !== 'string' || !scopes.includes(needed)) {
    throw new BusinessError('Ops:ApiKeyScope', 'Ops:ApiKeyScope', 403, { scope: typeof needed === 'string' ? needed : '' });
  }
  const now = Date.now();
  if (!row.lastUsedTime || now - Date.parse(row.lastUsedTime) >= LAST_USE_RESOLUTION_MS) {
    await db.updateTable('api_keys').set({ lastUsedTime: new Date(now).toISOString() }).where('id', '=', row.id).execute();
  }
  return { id: row.id, name: row.name, prefix: row.prefix, scopes };
}
