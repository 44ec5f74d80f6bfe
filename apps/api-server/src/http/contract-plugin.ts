import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/database';
import type { ApiModule } from '../modules/define-module';
import type { ServerContract } from './contract';
import type { AnyHandlerMap } from './handler-types';
import type { MultipartLimits } from './multipart';
import type { LoadedSpec } from './openapi/spec';
import { checkHandlerCoverage, registerOperations } from './operations';

/** The handlers of one contract's modules by operationId; fails when two modules handle the same operation. */
export function mergeHandlers(modules: readonly ApiModule[]): AnyHandlerMap {
  const merged: AnyHandlerMap = {};
  const owner = new Map<string, string>();
  const clashes: string[] = [];
  for (const module of modules) {
    for (const [operationId, handler] of Object.entries(module.handlers)) {
      const previous = owner.get(operationId);
      if (previous) clashes.push(`${operationId} (${previous} and ${module.name})`);
      owner.set(operationId, module.name);
      merged[operationId] = handler;
    }
  }
  if (clashes.length) throw new Error(`Operations handled by more than one module: ${clashes.join(', ')}`);
  return merged;
}

/** Operations of the contract that none of its modules handles, and handlers naming no operation of it. */
export const contractCoverage = (contract: ServerContract, spec: LoadedSpec) =>
  checkHandlerCoverage(spec, mergeHandlers(contract.modules));

export interface ContractPluginOptions {
  contract: ServerContract;
  spec: LoadedSpec;
  db: Db;
  config: AppConfig;
  multipartLimits: MultipartLimits;
  allowMissingHandlers: boolean;
}

/**
 * One contract as an encapsulated Fastify plugin: a route per operation with its validators, and the extra routes
 * of its modules. Registering it fails (and so does start-up) unless every operation is handled by exactly one
 * of the contract's modules and every handler names an operation of it.
 */
export const contractPlugin: FastifyPluginAsync<ContractPluginOptions> = async (instance, options) => {
  const { contract } = options;
  registerOperations(instance, {
    spec: options.spec,
    handlers: mergeHandlers(contract.modules),
    db: options.db,
    config: options.config,
    multipartLimits: options.multipartLimits,
    allowMissingHandlers: options.allowMissingHandlers,
    contract: contract.name,
    ...(contract.authorize ? { authorize: contract.authorize } : {}),
  });
  for (const module of contract.modules) module.routes?.(instance, { db: options.db });
};
