import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';

export interface CliContext<DB> {
  config: AppConfig;
  /** Opens the database and applies pending migrations; closed by the dispatcher after the command. */
  openDatabase(): Promise<Pick<DatabaseHandle<DB>, 'db' | 'dialect' | 'close'>>;
  out(line: string): void;
}

/** A command over the tables `DB` (a module's command: its scope). */
export interface CliCommand<DB> {
  name: string;
  /** One line for `help`, e.g. `create-user <userName> <password> --type member|merchant`. */
  usage: string;
  description: string;
  /** Returns the process exit code. */
  run(args: string[], ctx: CliContext<DB>): Promise<number>;
}
