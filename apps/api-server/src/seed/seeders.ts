import { sql, type Kysely } from 'kysely';
import type { AppConfig } from '../config/env';
import { isPostgres, type Tx } from '../db/transaction';

export interface SeedLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SeedContext {
  /** Demo accounts and sample data wanted (SEED_DEMO); always false in production. */
  demo: boolean;
  config: AppConfig;
  log: SeedLog;
}

/**
 * Idempotent: it runs at every start, so it inserts only what is missing (look up by natural key first) and never
 * overwrites data users may have changed.
 */
export interface Seeder<DB> {
  name: string;
  seed(db: Tx<DB>, ctx: SeedContext): Promise<void>;
}

/** Seeders of all modules, in module order then declaration order. */
export const seedersOf = <DB>(modules: readonly { seeders: readonly Seeder<DB>[] }[]): Seeder<DB>[] => modules.flatMap((m) => m.seeders);

/**
 * Runs seeders in order, each in its own transaction (a failing seeder leaves nothing half-written). On PostgreSQL
 * under a session advisory lock: several processes started at once on one database (issue 16) would otherwise each
 * find a table empty and insert the same rows, and all but one die on a duplicate key. The others wait, then find
 * everything seeded.
 */
export async function runSeeders<DB>(db: Kysely<DB>, seeders: readonly Seeder<DB>[], ctx: SeedContext): Promise<void> {
  if (!isPostgres(db)) return runEach(db, seeders, ctx);
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(SEED_LOCK_ID)})`.execute(connection);
    try {
      await runEach(connection, seeders, ctx);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(SEED_LOCK_ID)})`.execute(connection);
    }
  });
}

/** Any constant of our own: it only has to differ from Kysely's migration lock (3853314791062309107). */
const SEED_LOCK_ID = 1_600_160_016n;

async function runEach<DB>(db: Kysely<DB>, seeders: readonly Seeder<DB>[], ctx: SeedContext): Promise<void> {
  for (const seeder of seeders) {
    try {
      await db.transaction().execute((trx) => seeder.seed(trx, ctx));
    } catch (error) {
      throw new Error(`Seeder "${seeder.name}" failed: ${(error as Error).message}`, { cause: error });
    }
  }
}
