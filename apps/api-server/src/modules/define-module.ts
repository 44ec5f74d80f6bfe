import type { FastifyInstance } from 'fastify';
import type { CliCommand } from '../cli/command';
import type { ServedOperations } from '../contracts/operations';
import type { AnyHandlerMap, HandlerMap } from '../http/handler-types';
import type { MessageDictionary } from '../i18n/messages';
import type { Db } from '../db/database';
import type { Seeder } from '../seed/seeders';

/**
 * What a domain module contributes to the server. A module is a domain of the business, not a contract: it may
 * handle operations of any contract, and the server serves each contract with the handlers its modules contribute
 * under that contract's name (http/contract-plugin.ts).
 */
export interface ApiModule {
  name: string;
  /**
   * Handlers by contract name, then by operationId. Every operation of a served contract must be handled by exactly
   * one module, and every contract named here must be served (start-up fails otherwise).
   */
  handlers: Readonly<Record<string, AnyHandlerMap>>;
  /** Run in order after migrations at every start (idempotent). */
  seeders: Seeder[];
  /** Server texts (error messages, display names) in zh-Hans and en. */
  messages: MessageDictionary | undefined;
  /** Extra `cli.js <command>`s (e.g. `create-user`). */
  commands: CliCommand[];
  /** Routes outside the contracts (static files such as branding pictures); API operations belong in handlers. */
  routes: ModuleRoutes | undefined;
}

/** A module's handlers per contract: `Served` maps contract names to their generated `operations`. */
export type ContractHandlers<Served> = { [Name in keyof Served]?: HandlerMap<Served[Name]> };

/**
 * `handlers` names the contracts the module serves, each map typed from that contract (write them with the
 * contract's `defineHandlers`, src/contracts/<name>.ts, which checks the keys against its operationIds):
 *
 *   export const ratesModule = defineModule({
 *     name: 'rates',
 *     handlers: { 'api-f': ratesCustomerHandlers, 'api-ops': ratesStaffHandlers },
 *   });
 */
export interface ModuleDefinition<Served> {
  name: string;
  handlers?: ContractHandlers<Served>;
  seeders?: Seeder[];
  messages?: MessageDictionary;
  commands?: CliCommand[];
  routes?: ModuleRoutes;
}

/** Registers a module's routes outside the contracts; `db` for those that serve stored content (uploaded pictures). */
export type ModuleRoutes = (app: FastifyInstance, context: { db: Db }) => void;

/**
 * Modules of the server are typed against its contracts (`ServedOperations`); a test module names its fixture
 * contracts instead: `defineModule<{ 'fixture-api': operations }>({ … })`.
 */
export function defineModule<Served = ServedOperations>(definition: ModuleDefinition<Served>): ApiModule {
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
