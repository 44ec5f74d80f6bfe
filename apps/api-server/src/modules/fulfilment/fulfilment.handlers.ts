import { defineHandlers } from '../../contracts/api-ops';
import { postOrderEvent, scanWaybill } from './events.service';
import { raiseOrderException, resolveOrderException } from './exceptions.service';
import { getExceptionQueue, getOpsOrder, getOpsOrderByWaybill, listOpsOrders } from './ops-orders.service';
import { receiveParcels } from './receiving.service';

// The contract's guard has let only staff in (src/auth/guards.ts): requireUser() is the staff member acting.

export const fulfilmentHandlers = defineHandlers({
  getOpsOrderList: async ({ db, body, locale }) => listOpsOrders(db, body ?? {}, locale),

  getOpsOrder: async ({ db, params, locale }) => getOpsOrder(db, params.id, locale),

  getOpsOrderByWaybill: async ({ db, params, locale }) => getOpsOrderByWaybill(db, params.waybillNumber, locale),

  postOrderEvent: async ({ db, params, body, locale, requireUser }) => postOrderEvent(db, requireUser(), params.id, body, locale),

  raiseOrderException: async ({ db, params, body, locale, requireUser }) => raiseOrderException(db, requireUser(), params.id, body, locale),

  resolveOrderException: async ({ db, params, body, locale, requireUser }) => resolveOrderException(db, requireUser(), params.id, body, locale),

  scanWaybill: async ({ db, body, locale, requireUser }) => scanWaybill(db, requireUser(), body, locale),

  receiveParcels: async ({ db, body, locale, requireUser }) => receiveParcels(db, requireUser(), body, locale),

  getExceptionQueue: async ({ db, body, locale }) => getExceptionQueue(db, body ?? {}, locale),
});
