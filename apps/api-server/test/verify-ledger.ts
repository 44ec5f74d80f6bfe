import type { CliContext } from '../src/cli/command';
import type { AppConfig } from '../src/config/env';
import { modules, type Database } from '../src/modules';

// `verify-ledger` (the billing module's CLI command) run in this process, as `node cli.js verify-ledger` would run
// it: for the suites that check the books after crashes and concurrency, and for bench:ledger, which times it.

/** Runs verify-ledger over what `openDatabase` opens; its exit code and the lines it printed. */
export async function runVerifyLedger(config: AppConfig, openDatabase: CliContext<Database>['openDatabase']): Promise<{ code: number; lines: string[] }> {
  const command = modules.flatMap((m) => m.commands).find((c) => c.name === 'verify-ledger');
  if (!command) throw new Error('the CLI has no verify-ledger command');
  const lines: string[] = [];
  const code = await command.run([], { config, out: (line) => lines.push(line), openDatabase });
  return { code, lines };
}
