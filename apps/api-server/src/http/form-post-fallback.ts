import type { FastifyInstance } from 'fastify';
import type { SpaApp } from './static-spa';

const LANGUAGE_PREFIXES = ['', '/en'];

/**
 * A form of a server-rendered page posts to its own page (method and action are in the server's HTML) and is sent only
 * by the page's script, once hydrated: before that its submit button is disabled, which stops Enter too. A browser may
 * still send it itself: WebKit submits a form with a single text field on Enter even when its button is disabled, and
 * an extension may call `form.submit()`. Such a POST is answered 303 to the same page, which the browser then loads
 * with GET: the visitor sees the form again, ready this time. The body (a password, a captcha) is read by nobody and
 * never logged, and nothing of it goes into the new address (docs/decisions.md, "Issue 25: no password in a URL").
 */
export function installFormPostFallback(app: FastifyInstance, spa: SpaApp): void {
  for (const prefix of LANGUAGE_PREFIXES) {
    for (const route of spa.routes) {
      const url = prefix && route === '/' ? prefix : `${prefix}${route}`;
      // The address the form was posted to is one of the site's pages (the route matched it): a same-origin path.
      app.post(url, async (request, reply) => reply.code(303).header('cache-control', 'no-store').header('location', request.url).send());
    }
  }
}
