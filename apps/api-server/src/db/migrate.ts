import { Migrator, type MigrationResult } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

export function createMigrator(db: Db): Migrator {
  // Static provider: the bundle (esbuild) has no migration folder to scan at runtime.
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Applies pending migrations; idempotent. Throws (after listing what ran) when one fails. */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  const { error, results = [] } = await createMigrator(db).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed} failed: ${cause.message}`, { cause });
  }
  return results;
}
