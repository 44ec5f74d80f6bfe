import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations';

// Migrations know every table by its name in SQL (they are the schema's history), so they take any database.
export function createMigrator<DB>(db: Kysely<DB>): Migrator {
  // Static provider: the bundle (esbuild) has no migration folder to scan at runtime.
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Applies pending migrations; idempotent. Throws (after listing what ran) when one fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  const { error, results = [] } = await createMigrator(db).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed} failed: ${cause.message}`, { cause });
  }
  return results;
}
