import type { FastifyInstance } from 'fastify';
import type { CliCommand } from '../cli/command';
import type { Operations } from '../http/contract';
import type { AnyHandlerMap, HandlerMap } from '../http/handler-types';
import type { MessageDictionary } from '../i18n/messages';
import type { Seeder } from '../seed/seeders';

/** What a domain module contributes to the server. */
export interface ApiModule {
  name: string;
  /** Handlers by operationId. Every operation of the contract must be handled by exactly one module. */
  handlers: AnyHandlerMap;
  /** Run in order after migrations at every start (idempotent). */
  seeders: Seeder[];
  /** Server texts (error messages, display names) in zh-Hans and en. */
  messages: MessageDictionary | undefined;
  /** Extra `cli.js <command>`s (e.g. `create-user`). */
  commands: CliCommand[];
  /** Routes outside the contract (static files such as branding pictures); API operations belong in handlers. */
  routes: ((app: FastifyInstance) => void) | undefined;
}

export interface ModuleDefinition<Ops> {
  name: string;
  handlers: HandlerMap<Ops>;
  seeders?: Seeder[];
  messages?: MessageDictionary;
  commands?: CliCommand[];
  routes?: (app: FastifyInstance) => void;
}

export function defineModule<Ops = Operations>(definition: ModuleDefinition<Ops>): ApiModule {
  return {
    name: definition.name,
    handlers: definition.handlers as unknown as AnyHandlerMap,
    seeders: definition.seeders ?? [],
    messages: definition.messages,
    commands: definition.commands ?? [],
    routes: definition.routes,
  };
}
