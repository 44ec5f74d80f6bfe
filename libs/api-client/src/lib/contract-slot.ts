/**
 * One contract's place in the client: the installed client of that contract and its query keys. Each contract
 * (`api-f`, `api-ops`, …) gets one slot, so an app installs only the clients of the contracts it talks to and the keys
 * of two contracts can never meet (`['api-f', …]`, `['api-ops', …]`).
 */
export interface ContractSlot<Name extends string, OperationId extends string, Client extends { language: () => string }> {
  readonly name: Name;
  /** Installs the contract's client; an app does it once at start-up, before the first query runs. */
  set(client: Client): void;
  /** The installed client; throws when the app never installed this contract's client. */
  get(): Client;
  /** `[contract, operationId]`: invalidates every read of one operation. */
  operationKey(operationId: OperationId): readonly [Name, OperationId];
  /** `[contract, operationId, params, language]`: the language is part of the key because the server localises. */
  queryKey<P>(operationId: OperationId, params: P): readonly [Name, OperationId, P, string];
}

export function contractSlot<Name extends string, OperationId extends string, Client extends { language: () => string }>(
  name: Name,
): ContractSlot<Name, OperationId, Client> {
  let current: Client | undefined;
  const get = (): Client => {
    if (!current) throw new Error(`The ${name} client is not installed (bootstrap the app with it, or installApi() in a spec)`);
    return current;
  };
  return {
    name,
    set: (client) => {
      current = client;
    },
    get,
    operationKey: (operationId) => [name, operationId] as const,
    queryKey: (operationId, params) => [name, operationId, params, get().language()] as const,
  };
}
