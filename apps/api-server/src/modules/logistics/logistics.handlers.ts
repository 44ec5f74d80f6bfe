import type { FastifyInstance } from 'fastify';
import { defineHandlers } from '../../contracts/api-f';
import { createOrders, getOrderDetail, getOrderStatusSummary, listOrders } from './orders.service';
import { FixedWindowRateLimiter, TRACKING_RATE_LIMIT } from './rate-limit';
import { listActiveRoutings } from './routings';
import { trackWaybills } from './tracking.service';

// One limiter per app instance (tests build many apps in one process; each gets a fresh budget).
const trackingLimiters = new WeakMap<FastifyInstance, FixedWindowRateLimiter>();
function trackingLimiter(server: FastifyInstance): FixedWindowRateLimiter {
  let limiter = trackingLimiters.get(server);
  if (!limiter) trackingLimiters.set(server, (limiter = new FixedWindowRateLimiter(TRACKING_RATE_LIMIT)));
  return limiter;
}

export const logisticsHandlers = defineHandlers({
  getRoutingList: async ({ db, locale, body }) => ({ items: await listActiveRoutings(db, locale, body?.transportMode) }),

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

  getTrackingList: async ({ db, locale, body, request }) => {
    // request.ip honours TRUST_PROXY: behind the reverse proxy it is the visitor's address.
    trackingLimiter(request.server).hit(request.ip);
    return trackWaybills(db, body.waybillNumbers, locale);
  },
});
