import type { FastifyInstance } from 'fastify';
import type { CliCommand } from '../cli/command';
import type { AnyHandlerMap, HandlerMap } from '../http/handler-types';
import type { MessageDictionary } from '../i18n/messages';
import type { Db } from '../db/database';
import type { Seeder } from '../seed/seeders';

/**
 * What a domain module contributes to the server. `Ops` is the generated `operations` of the contract whose
 * operations the handlers implement; it exists for the type checker only, so that a contract's list of modules
 * accepts no module written against another contract.
 */
export interface ApiModule<Ops = unknown> {
  name: string;
  /** Handlers by operationId. Every operation of the contract must be handled by exactly one of its modules. */
  handlers: AnyHandlerMap;
  /** Run in order after migrations at every start (idempotent). */
  seeders: Seeder[];
  /** Server texts (error messages, display names) in zh-Hans and en. */
  messages: MessageDictionary | undefined;
  /** Extra `cli.js <command>`s (e.g. `create-user`). */
  commands: CliCommand[];
  /** Routes outside the contract (static files such as branding pictures); API operations belong in handlers. */
  routes: ModuleRoutes | undefined;
  /** Never set: carries `Ops` for the type checker. */
  readonly contractOperations?: Ops;
}

export interface ModuleDefinition<Ops> {
  name: string;
  handlers: HandlerMap<Ops>;
  seeders?: Seeder[];
  messages?: MessageDictionary;
  commands?: CliCommand[];
  routes?: ModuleRoutes;
}

/** Registers a module's routes outside the contract; `db` for those that serve stored content (uploaded pictures). */
export type ModuleRoutes = (app: FastifyInstance, context: { db: Db }) => void;

/** Modules of the server's contracts use their contract's `defineModule` (src/contracts/<name>.ts). */
export function defineModule<Ops>(definition: ModuleDefinition<Ops>): ApiModule<Ops> {
  return {
    name: definition.name,
    handlers: definition.handlers as unknown as AnyHandlerMap,
    seeders: definition.seeders ?? [],
    messages: definition.messages,
    commands: definition.commands ?? [],
    routes: definition.routes,
  };
}
