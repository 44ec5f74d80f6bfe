import { CONTRACT_NAME, type operations } from '@forwarder/contracts/api-ops';
import { staffOnly } from '../auth/guards';
import { defineContract } from '../http/contract';

/** The staff API (openapi/api-ops): /api/ops, used by the operations console. Staff only; some operations admins only. */
export const apiOps = defineContract<operations>(CONTRACT_NAME, { authorize: staffOnly });

/** Handlers of api-ops operations, typed from the generated contract (keys checked against its operationIds). */
export const defineHandlers = apiOps.defineHandlers;
