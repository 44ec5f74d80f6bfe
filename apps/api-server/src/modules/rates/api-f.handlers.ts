import { defineHandlers } from '../../contracts/api-f';
import { limiterPerApp } from '../../rate-limits';
import { listActiveRoutings } from './products/routing-list.service';
import { getQuote } from './quote/quote.service';
import type { RatesScope } from './rates.db';

// Public (security: [] in the contract). Limited per address like tracking, at a budget a visitor typing box sizes
// into the calculator (each change asks again, debounced by the page) does not reach.
export const QUOTE_RATE_LIMIT = { limit: 120, windowMs: 60_000 };

const quoteLimiter = limiterPerApp('quote', QUOTE_RATE_LIMIT);

export const ratesCustomerHandlers = defineHandlers<RatesScope>()({
  getRoutingList: async ({ db, locale, body }) => ({ items: await listActiveRoutings(db, locale, body?.transportMode) }),

  getQuote: async ({ db, locale, body, request }) => {
    // request.ip honours TRUST_PROXY: behind the reverse proxy it is the visitor's address.
    await quoteLimiter(request.server, db).hit(request.ip);
    return getQuote(db, body, locale);
  },
});
