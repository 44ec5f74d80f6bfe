import path from 'node:path';
import type { AuthUser } from '../auth/auth-user';
import { defineModule, type ApiModule, type ModuleDefinition } from '../modules/define-module';
import { handlersFor, type HandlerMap } from './handler-types';
import type { OperationSpec } from './openapi/spec';

/**
 * Who may call an operation of a contract, beyond being signed in: throws (403) for a user the operation is not
 * for. Runs after authentication and before input validation, like the 401, so a caller who may not use an
 * operation learns nothing about its input rules.
 */
export type OperationGuard = (user: AuthUser, operation: OperationSpec) => void;

/** One entry of the server's contract list (src/modules/index.ts): a contract and the modules serving it. */
export interface ServerContract {
  /** The contract's folder and file name: `<CONTRACTS_DIR>/<name>/<name>.yaml`. */
  name: string;
  /** Each operation is handled by exactly one of them; their seeders run in this order. */
  modules: readonly ApiModule[];
  /** A spec outside CONTRACTS_DIR (test fixtures); the contract's folder otherwise. */
  specFile?: string;
  /** Checked for every signed-in call of the contract's operations. */
  authorize?: OperationGuard;
}

export const contractSpecFile = (contract: Pick<ServerContract, 'name' | 'specFile'>, contractsDir: string): string =>
  contract.specFile ?? path.join(contractsDir, contract.name, `${contract.name}.yaml`);

/** Every module of every contract, in list order: seeders, messages and CLI commands are collected from these. */
export const modulesOf = (contracts: readonly ServerContract[]): ApiModule[] => contracts.flatMap((c) => c.modules);

/** The typed helpers of one contract, bound to its generated `operations`. */
export interface ContractKit<Ops> {
  name: string;
  /**
   * Handlers keyed by the contract's operationIds, each with params/query/body/result inferred from it:
   *
   *   export const addressHandlers = defineHandlers({
   *     getAddress: async ({ params, user }) => { ... },
   *   });
   */
  defineHandlers: <H extends HandlerMap<Ops>>(handlers: H & Record<Exclude<keyof H, keyof Ops>, never>) => H;
  defineModule: (definition: ModuleDefinition<Ops>) => ApiModule<Ops>;
  /** The contract's entry in the server's list: served by `modules`, in seeding order. */
  servedBy: (modules: readonly ApiModule<Ops>[]) => ServerContract;
}

/**
 * `name` is the contract's folder (and `@forwarder/contracts/<name>`); `Ops` its generated `operations`;
 * `authorize` the contract's guard (who, among signed-in users, may call which operation).
 */
export function defineContract<Ops>(name: string, options: { authorize?: OperationGuard } = {}): ContractKit<Ops> {
  const { authorize } = options;
  return {
    name,
    defineHandlers: handlersFor<Ops>(),
    defineModule: (definition) => defineModule<Ops>(definition),
    servedBy: (modules) => ({ name, modules, ...(authorize ? { authorize } : {}) }),
  };
}
