import { CONTRACT_NAME, type operations } from '@forwarder/contracts/api-f';
import { customersOnlyWhereDeclared } from '../auth/guards';
import { defineContract } from '../http/contract';

/**
 * The customers' API (openapi/api-f): /api/f and /api/system/enums, used by the public site and both portals.
 * Staff may sign in and keep their profile here, but its customer-data operations refuse them.
 */
export const apiF = defineContract<operations>(CONTRACT_NAME, { authorize: customersOnlyWhereDeclared });

/** Handlers of api-f operations, typed from the generated contract (keys checked against its operationIds). */
export const defineHandlers = apiF.defineHandlers;
