import type { operations } from '@forwarder/contracts/api-f';
import { handlersFor, type HandlerContext, type HandlerMap } from './handler-types';

/** The operations of openapi/api-f/api-f.yaml, as generated into libs/api-client (types only). */
export type Operations = operations;
export type OperationId = keyof operations;
export type ContractHandlers = HandlerMap<operations>;
export type ContextOf<K extends OperationId> = HandlerContext<operations[K]>;

/**
 *   export const addressHandlers = defineHandlers({
 *     getAddress: async ({ params, user }) => { ... },
 *   });
 */
export const defineHandlers = handlersFor<operations>();
