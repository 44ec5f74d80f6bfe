import type { AppConfig } from '../config/env';
import type { Db } from '../db/database';
import type { Tx } from '../db/transaction';

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
export interface Seeder {
  name: string;
  seed(db: Tx, ctx: SeedContext): Promise<void>;
}

/** Runs seeders in order, each in its own transaction (a failing seeder leaves nothing half-written). */
export async function runSeeders(db: Db, seeders: readonly Seeder[], ctx: SeedContext): Promise<void> {
  for (const seeder of seeders) {
    try {
      await db.transaction().execute((trx) => seeder.seed(trx, ctx));
    } catch (error) {
      throw new Error(`Seeder "${seeder.name}" failed: ${(error as Error).message}`, { cause: error });
    }
  }
}
