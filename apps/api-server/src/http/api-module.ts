import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CliCommand } from '../cli/command';
import type { MessageDictionary } from '../i18n/messages';
import type { Seeder } from '../seed/seeders';
import type { AnyHandlerMap } from './handler-types';

// The shape the server composes from each module (modules/define-module.ts builds it): declared on the floor that
// serves it, so http/ and cli/ read modules without importing the modules' folder.

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

/** Registers a module's routes outside the contracts; `db` for those that serve stored content (uploaded pictures). */
export type ModuleRoutes<DB> = (app: FastifyInstance, context: { db: Kysely<DB> }) => void;
