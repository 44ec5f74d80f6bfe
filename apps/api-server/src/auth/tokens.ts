import { createHash, randomBytes } from 'node:crypto';
import { QueryShape } from '../db/query-shape';
import type { Executor } from '../db/transaction';
import type { UserTables } from './auth.tables';
import { newId, nowIso } from '../db/ids';
import type { AuthUser } from './auth-user';

export interface IssuedToken {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  expiresAt: string;
}

/** Only this digest is stored: a copy of the database cannot be replayed as bearer tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export async function issueToken(db: Executor<UserTables>, userId: string, ttlSeconds: number): Promise<IssuedToken> {
  const accessToken = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000).toISOString();
  await db
    .insertInto('access_tokens')
    .values({ id: newId(), userId, tokenHash: hashToken(accessToken), expiresAt, revokedAt: null, creationTime: now.toISOString() })
    .execute();
  return { accessToken, tokenType: 'Bearer', expiresIn: ttlSeconds, expiresAt };
}

/** Revokes one token; returns false when it was unknown or already revoked. */
export async function revokeToken(db: Executor<UserTables>, token: string): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revokedAt: nowIso() })
    .where('tokenHash', '=', hashToken(token))
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every live token of a user (password change, deactivation). */
export async function revokeUserTokens(db: Executor<UserTables>, userId: string): Promise<number> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revokedAt: nowIso() })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// Every authenticated request runs it: compiled once (issue 28).
const userOfToken = new QueryShape((db: Executor<UserTables>, tokenHash: string, now: string) =>
  db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .select(['u.id', 'u.userName', 'u.userType', 'u.merchantId', 'u.staffRole'])
    .where('t.tokenHash', '=', tokenHash)
    .where('t.revokedAt', 'is', null)
    .where('t.expiresAt', '>', now)
    .where('u.isActive', '=', 1),
);

/** The active user owning a live (unexpired, unrevoked) token, or null. */
export async function findUserByToken(db: Executor<UserTables>, token: string): Promise<AuthUser | null> {
  const row = await userOfToken.executeTakeFirst(db, hashToken(token), nowIso());
  return row
    ? { id: row.id, userName: row.userName, userType: Number(row.userType), merchantId: row.merchantId, staffRole: row.staffRole }
    : null;
}

/** Extracts the token of an `Authorization: Bearer <token>` header (never from cookies). */
export function bearerTokenOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
