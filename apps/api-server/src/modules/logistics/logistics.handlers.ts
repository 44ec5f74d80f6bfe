import { defineHandlers } from '../../contracts/api-f';
import { limiterPerApp, TRACKING_RATE_LIMIT } from '../../rate-limits';
import { cancelOrderForCustomer } from '../fulfilment';
import { createOrders, getOrderDetail, getOrderStatusSummary, listOrders } from './orders.service';
import { trackWaybills } from './tracking.service';

const trackingLimiter = limiterPerApp('tracking', TRACKING_RATE_LIMIT);

export const logisticsHandlers = defineHandlers({
  createOrder: async ({ db, locale, body, requireUser }) => {
    const [order] = await createOrders(db, requireUser().id, [body], locale);
    if (!order) throw new Error('createOrders returned nothing for one input');
    return order;
  },

  getOrderList: async ({ db, locale, body, requireUser }) => {
    const { maxResultCount, skipCount, sorting, ...filter } = body ?? {};
    return listOrders(db, requireUser().id, filter, { maxResultCount, skipCount, sorting }, locale);
  },

  getOrderStatusSummary: async ({ db, locale, requireUser }) => getOrderStatusSummary(db, requireUser().id, locale),

  getOrder: async ({ db, locale, params, requireUser }) => getOrderDetail(db, requireUser().id, params.id, locale),

  cancelOrder: async ({ db, locale, params, requireUser }) => {
    const user = requireUser();
    // The order moves under the staff side's state machine and event writer (fulfilment), one rule for both.
    await cancelOrderForCustomer(db, { id: user.id, userName: user.userName }, params.id, locale);
    return getOrderDetail(db, user.id, params.id, locale);
  },

  getTrackingList: async ({ db, locale, body, request }) => {
    // request.ip honours TRUST_PROXY: behind the reverse proxy it is the visitor's address.
    await trackingLimiter(request.server, db).hit(request.ip);
    return trackWaybills(db, body.waybillNumbers, locale);
  },
});
