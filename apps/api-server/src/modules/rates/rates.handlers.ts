import type { FastifyInstance } from 'fastify';
import { defineHandlers } from '../../contracts/api-f';
import { FixedWindowRateLimiter } from '../logistics';
import { getQuote } from './quote.service';

// Public (security: [] in the contract). Limited per address like tracking, at a budget a visitor typing box sizes
// into the calculator (each change asks again, debounced by the page) does not reach.
export const QUOTE_RATE_LIMIT = { limit: 120, windowMs: 60_000 };

// One limiter per app instance (tests build many apps in one process; each gets a fresh budget).
const quoteLimiters = new WeakMap<FastifyInstance, FixedWindowRateLimiter>();
function quoteLimiter(server: FastifyInstance): FixedWindowRateLimiter {
  let limiter = quoteLimiters.get(server);
  if (!limiter) quoteLimiters.set(server, (limiter = new FixedWindowRateLimiter(QUOTE_RATE_LIMIT)));
  return limiter;
}

export const ratesHandlers = defineHandlers({
  getQuote: async ({ db, locale, body, request }) => {
    // request.ip honours TRUST_PROXY: behind the reverse proxy it is the visitor's address.
    quoteLimiter(request.server).hit(request.ip);
    return getQuote(db, body, locale);
  },
});
