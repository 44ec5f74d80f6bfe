import path from 'node:path';
import type { AuthUser } from '../auth/auth-user';
import { handlersFor, type DefineHandlers } from './handler-types';
import type { OperationSpec } from './openapi/spec';

/**
 * Who may call an operation of a contract, beyond being signed in: throws (403) for a user the operation is not
 * for. Runs after authentication and before input validation, like the 401, so a caller who may not use an
 * operation learns nothing about its input rules.
 */
export type OperationGuard = (user: AuthUser, operation: OperationSpec) => void;

/**
 * A contract the server serves (src/modules/index.ts lists them): its name and guard. It knows no modules: the
 * server serves it with the handlers that its modules contribute under its name (contract-plugin.ts).
 */
export interface ServerContract {
  /** The contract's folder and file name: `<CONTRACTS_DIR>/<name>/<name>.yaml`; modules key their handlers by it. */
  name: string;
  /** A spec outside CONTRACTS_DIR (test fixtures); the contract's folder otherwise. */
  specFile?: string;
  /** Checked for every signed-in call of the contract's operations. */
  authorize?: OperationGuard;
}

export const contractSpecFile = (contract: Pick<ServerContract, 'name' | 'specFile'>, contractsDir: string): string =>
  contract.specFile ?? path.join(contractsDir, contract.name, `${contract.name}.yaml`);

/** A contract bound to its generated `operations`: its entry in the server's list, and its typed handler helper. */
export interface ContractKit<Ops> extends ServerContract {
  /**
   * Handlers keyed by the contract's operationIds, each with params/query/body/result inferred from it, and `db`
   * typed over the module's scope (its `<name>.db.ts`):
   *
   *   export const addressHandlers = defineHandlers<AccountsScope>()({
   *     getAddress: async ({ db, params, user }) => { ... },
   *   });
   */
  defineHandlers: <DB>() => DefineHandlers<Ops, DB>;
}

/**
 * `name` is the contract's folder (and `@forwarder/contracts/<name>`); `Ops` its generated `operations`;
 * `authorize` the contract's guard (who, among signed-in users, may call which operation).
 */
export function defineContract<Ops>(name: string, options: { authorize?: OperationGuard; specFile?: string } = {}): ContractKit<Ops> {
  const { authorize, specFile } = options;
  return {
    name,
    ...(specFile ? { specFile } : {}),
    ...(authorize ? { authorize } : {}),
    defineHandlers: <DB>() => handlersFor<Ops, DB>(),
  };
}
