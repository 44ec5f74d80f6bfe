import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';

export interface CliContext {
  config: AppConfig;
  /** Opens the database and applies pending migrations; closed by the dispatcher after the command. */
  openDatabase(): Promise<Pick<DatabaseHandle, 'db' | 'dialect' | 'close'>>;
  out(line: string): void;
}

export interface CliCommand {
  name: string;
  /** One line for `help`, e.g. `create-user <userName> <password> --type member|merchant`. */
  usage: string;
  description: string;
  /** Returns the process exit code. */
  run(args: string[], ctx: CliContext): Promise<number>;
}
