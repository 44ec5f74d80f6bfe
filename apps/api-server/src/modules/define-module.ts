import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CliCommand } from '../cli/command';
import type { ServedOperations } from '../contracts/operations';
import type { AnyHandlerMap, HandlerMap } from '../http/handler-types';
import type { MessageDictionary } from '../i18n/messages';
import type { Seeder } from '../seed/seeders';

/**
 * What a domain module contributes to the server. A module is a domain of the business, not a contract: it may
 * handle operations of any contract, and the server serves each contract with the handlers its modules contribute
 * under that contract's name (http/contract-plugin.ts).
 *
 * `DB` is the module's scope: the tables its code runs against (its own, and those of the front doors its
 * transactions go through), declared in its `<name>.db.ts`. The server's list (src/modules/index.ts) is typed
 * `ApiModule<Database>[]`, which compiles only when the composed database has every table of every module's scope.
 */
export interface ApiModule<DB = never> {
  name: string;
  /**
   * Handlers by contract name, then by operationId. Every operation of a served contract must be handled by exactly
   * one module, and every contract named here must be served (start-up fails otherwise).
   */
  handlers: Readonly<Record<string, AnyHandlerMap>>;
  /** Run in order after migrations at every start (idempotent). */
  seeders: Seeder<DB>[];
  /** Server texts (error messages, display names) in zh-Hans and en. */
  messages: MessageDictionary | undefined;
  /** Extra `cli.js <command>`s (e.g. `create-user`). */
  commands: CliCommand<DB>[];
  /** Routes outside the contracts (static files such as branding pictures); API operations belong in handlers. */
  routes: ModuleRoutes<DB> | undefined;
  /**
   * Never set: it makes `ApiModule<Scope>` assignable to `ApiModule<Database>` only when `Database` has every table
   * of `Scope` (a function's parameter is checked the other way round). Kysely's own type cannot say it: a
   * `Kysely<A>` passes for a `Kysely<A & B>`.
   */
  readonly scope?: (database: DB) => void;
}

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

/** Registers a module's routes outside the contracts; `db` for those that serve stored content (uploaded pictures). */
export type ModuleRoutes<DB> = (app: FastifyInstance, context: { db: Kysely<DB> }) => void;

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
