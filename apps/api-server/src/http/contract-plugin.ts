import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Kysely } from 'kysely';
import type { HttpTables } from './http.tables';
import type { ApiModule } from './api-module';
import type { ServerContract } from './contract';
import type { AnyHandlerMap } from './handler-types';
import type { MultipartLimits } from './multipart';
import type { LoadedSpec } from './openapi/spec';
import { checkHandlerCoverage, registerOperations } from './operations';

/** What the router reads of a module: its name and its handlers per contract. */
export type ModuleHandlers = Pick<ApiModule, 'name' | 'handlers'>;

/**
 * The handlers the modules contribute to one contract (under its name), by operationId; fails when two modules
 * handle the same operation.
 */
export function contractHandlers(contract: Pick<ServerContract, 'name'>, modules: readonly ModuleHandlers[]): AnyHandlerMap {
  const merged: AnyHandlerMap = {};
  const owner = new Map<string, string>();
  const clashes: string[] = [];
  for (const module of modules) {
    for (const [operationId, handler] of Object.entries(module.handlers[contract.name] ?? {})) {
      const previous = owner.get(operationId);
      if (previous) clashes.push(`${operationId} (${previous} and ${module.name})`);
      owner.set(operationId, module.name);
      merged[operationId] = handler;
    }
  }
  if (clashes.length) throw new Error(`Operations handled by more than one module: ${clashes.join(', ')}`);
  return merged;
}

/** Operations of the contract that none of the modules handles, and handlers naming no operation of it. */
export const contractCoverage = (contract: ServerContract, modules: readonly ModuleHandlers[], spec: LoadedSpec) =>
  checkHandlerCoverage(spec, contractHandlers(contract, modules));

/**
 * Fails when a module contributes handlers to a contract the server does not serve: they would never answer, and
 * a misspelt contract name would otherwise pass unnoticed.
 */
export function assertServedContracts(contracts: readonly ServerContract[], modules: readonly ModuleHandlers[]): void {
  const served = new Set(contracts.map((c) => c.name));
  const strays = modules.flatMap((m) => Object.keys(m.handlers).filter((name) => !served.has(name)).map((name) => `${m.name} (${name})`));
  if (strays.length) {
    throw new Error(`Handlers for contracts the server does not serve: ${strays.join(', ')}; served: ${[...served].join(', ') || 'none'}`);
  }
}

export interface ContractPluginOptions {
  contract: ServerContract;
  /** The server's modules; those contributing handlers under the contract's name serve it. */
  modules: readonly ModuleHandlers[];
  spec: LoadedSpec;
  db: Kysely<HttpTables>;
  config: AppConfig;
  multipartLimits: MultipartLimits;
  allowMissingHandlers: boolean;
}

/**
 * One contract as an encapsulated Fastify plugin: a route per operation with its validators. Registering it fails
 * (and so does start-up) unless every operation is handled by exactly one module and every handler the modules
 * contribute to the contract names an operation of it.
 */
export const contractPlugin: FastifyPluginAsync<ContractPluginOptions> = async (instance, options) => {
  const { contract } = options;
  registerOperations(instance, {
    spec: options.spec,
    handlers: contractHandlers(contract, options.modules),
    db: options.db,
    config: options.config,
    multipartLimits: options.multipartLimits,
    allowMissingHandlers: options.allowMissingHandlers,
    contract: contract.name,
    ...(contract.authorize ? { authorize: contract.authorize } : {}),
  });
};
