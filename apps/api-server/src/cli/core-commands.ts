import { checkHandlerCoverage } from '../http/operations';
import { loadSpec } from '../http/openapi/spec';
import { mergeHandlers } from '../http/app';
import type { ApiModule } from '../modules/define-module';
import { seedersOf } from '../modules/all-seeders';
import { runSeeders } from '../seed/seeders';
import type { CliCommand } from './command';

export function coreCommands(modules: readonly ApiModule[]): CliCommand[] {
  return [
    {
      name: 'migrate',
      usage: 'migrate',
      description: 'Apply pending database migrations (SQLite at DATA_DIR, or DATABASE_URL).',
      run: async (_args, ctx) => {
        await ctx.openDatabase();
        ctx.out('Database is up to date.');
        return 0;
      },
    },
    {
      name: 'seed',
      usage: 'seed',
      description: 'Apply migrations, then run every module seeder (idempotent; demo data unless production).',
      run: async (_args, ctx) => {
        const { db } = await ctx.openDatabase();
        await runSeeders(db, seedersOf(modules), {
          demo: ctx.config.seedDemo,
          config: ctx.config,
          log: { info: ctx.out, warn: ctx.out },
        });
        ctx.out('Seeding done.');
        return 0;
      },
    },
    {
      name: 'check-contract',
      usage: 'check-contract',
      description: 'List operations of OPENAPI_SPEC without a handler, and handlers without an operation.',
      run: async (_args, ctx) => {
        const spec = loadSpec(ctx.config.openapiSpec);
        const { missing, unknown } = checkHandlerCoverage(spec, mergeHandlers(modules));
        for (const id of missing) ctx.out(`missing handler: ${id}`);
        for (const id of unknown) ctx.out(`handler without operation: ${id}`);
        ctx.out(`${spec.operations.length - missing.length}/${spec.operations.length} operations implemented.`);
        return missing.length || unknown.length ? 1 : 0;
      },
    },
  ];
}
