import { coreCommands } from './cli/core-commands';
import type { CliCommand, CliContext } from './cli/command';
import { loadConfig } from './config/env';
import { createDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { contracts, modules, type Database } from './modules';

// node dist/apps/api-server/cli.js <command> [args]. Modules add commands through defineModule({ commands }).

export function allCommands(): CliCommand<Database>[] {
  const commands = [...coreCommands(contracts, modules), ...modules.flatMap((m) => m.commands)];
  const seen = new Set<string>();
  for (const c of commands) {
    if (seen.has(c.name)) throw new Error(`CLI command "${c.name}" is defined twice`);
    seen.add(c.name);
  }
  return commands;
}

export async function runCli(argv: string[], out: (line: string) => void = (l) => console.log(l)): Promise<number> {
  const commands = allCommands();
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    out('Usage: node dist/apps/api-server/cli.js <command> [args]\n\nCommands:');
    out('  help                    Show this list.');
    for (const c of commands) {
      out(c.usage.length < 24 ? `  ${c.usage.padEnd(24)}${c.description}` : `  ${c.usage}\n  ${''.padEnd(24)}${c.description}`);
    }
    return name ? 0 : 1;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    out(`Unknown command "${name}". Run "help" for the list.`);
    return 1;
  }
  const config = loadConfig();
  let handle: DatabaseHandle<Database> | undefined;
  const ctx: CliContext<Database> = {
    config,
    out,
    openDatabase: async () => {
      if (!handle) {
        handle = createDatabase<Database>(config);
        await migrateToLatest(handle.db);
      }
      return handle;
    },
  };
  try {
    return await command.run(args, ctx);
  } finally {
    await handle?.close();
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
