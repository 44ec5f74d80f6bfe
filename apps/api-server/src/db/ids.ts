import { randomUUID } from 'node:crypto';

/** New primary key: a UUID v4 as text (portable across SQLite and PostgreSQL). */
export const newId = (): string => randomUUID();

/** Timestamps are stored as ISO-8601 UTC text so both dialects sort and compare them identically. */
export const nowIso = (): string => new Date().toISOString();

/** An ISO instant in the stored form (`toISOString`), so text comparison equals time comparison; undefined for none or not one. */
export function storedInstant(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** Booleans are stored as 0/1 integers (better-sqlite3 cannot bind JS booleans). */
export const toDbBool = (value: boolean): number => (value ? 1 : 0);
export const fromDbBool = (value: number | null | undefined): boolean => value === 1;
