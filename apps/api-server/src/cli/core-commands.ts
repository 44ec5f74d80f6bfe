import { contractSpecFile, type ServerContract } from '../http/contract';
import { contractCoverage } from '../http/contract-plugin';
import { undeclaredStatuses } from '../http/declared-statuses';
import { loadSpec } from '../http/openapi/spec';
import type { ApiModule } from '../http/api-module';
import { runSeeders, seedersOf } from '../seed/seeders';
import type { CliCommand } from './command';

export function coreCommands<DB>(contracts: readonly ServerContract[], modules: readonly ApiModule<DB>[]): CliCommand<DB>[] {
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
      description:
        'For every contract under CONTRACTS_DIR: operations without a handler, handlers without an operation, statuses the server may answer that an operation does not declare.',
      run: async (_args, ctx) => {
        let failed = false;
        for (const contract of contracts) {
          const spec = loadSpec(contractSpecFile(contract, ctx.config.contractsDir));
          const { missing, unknown } = contractCoverage(contract, modules, spec);
          for (const id of missing) ctx.out(`${contract.name}: missing handler: ${id}`);
          for (const id of unknown) ctx.out(`${contract.name}: handler without operation: ${id}`);
          ctx.out(`${contract.name}: ${spec.operations.length - missing.length}/${spec.operations.length} operations implemented.`);
          const undeclared = undeclaredStatuses(spec);
          for (const entry of undeclared) ctx.out(`${contract.name}: ${entry.operationId} does not declare ${entry.missing.join(', ')}`);
          failed ||= missing.length > 0 || unknown.length > 0 || undeclared.length > 0;
        }
        return failed ? 1 : 0;
      },
    },
  ];
}
