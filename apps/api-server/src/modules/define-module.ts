import type { CliCommand } from '../cli/command';
import type { ServedOperations } from '../contracts/operations';
import type { ApiModule, ModuleRoutes } from '../http/api-module';
import type { AnyHandlerMap, HandlerMap } from '../http/handler-types';
import type { MessageDictionary } from '../i18n/messages';
import type { Seeder } from '../seed/seeders';

export type { ApiModule, ModuleRoutes } from '../http/api-module';

/** A module's handlers per contract: `Served` maps contract names to their generated `operations`. */
export type ContractHandlers<Served, DB> = { [Name in keyof Served]?: HandlerMap<Served[Name], DB> };

/**
 * `handlers` names the contracts the module serves, each map typed from that contract (write them with the
 * contract's `defineHandlers<Scope>()`, src/contracts/<name>.ts, which checks the keys against its operationIds):
 *
 *   export const ratesModule = defineModule<RatesScope>({
 *     name: 'rates',
 *     handlers: { 'api-f': ratesCustomerHandlers, 'api-ops': ratesStaffHandlers },
 *   });
 */
export interface ModuleDefinition<DB, Served> {
  name: string;
  handlers?: ContractHandlers<Served, DB>;
  seeders?: Seeder<DB>[];
  messages?: MessageDictionary;
  commands?: CliCommand<DB>[];
  routes?: ModuleRoutes<DB>;
}


/**
 * `DB` is the module's scope (its `<name>.db.ts`). Modules of the server are typed against its contracts
 * (`ServedOperations`); a test module names its fixture contracts instead:
 * `defineModule<Database, { 'fixture-api': operations }>({ … })`.
 */
export function defineModule<DB, Served = ServedOperations>(definition: ModuleDefinition<DB, Served>): ApiModule<DB> {
  return {
    name: definition.name,
    // The router does not know the operations' types: each handler is checked against its contract's spec at start.
    handlers: (definition.handlers ?? {}) as unknown as Record<string, AnyHandlerMap>,
    seeders: definition.seeders ?? [],
    messages: definition.messages,
    commands: definition.commands ?? [],
    routes: definition.routes,
  };
}
