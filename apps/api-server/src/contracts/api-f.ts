import { CONTRACT_NAME, type operations } from '@forwarder/contracts/api-f';
import { defineContract } from '../http/contract';

/** The customers' API (openapi/api-f): /api/f and /api/system/enums, used by the public site and both portals. */
export const apiF = defineContract<operations>(CONTRACT_NAME);

/** Handlers of api-f operations, typed from the generated contract (keys checked against its operationIds). */
export const defineHandlers = apiF.defineHandlers;
