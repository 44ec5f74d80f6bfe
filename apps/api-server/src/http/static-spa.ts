import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { APPS, routeMatcher, type AppManifestEntry } from '@forwarder/app-manifest';
import { AppError } from '../errors/app-errors';
import { pageAnalytics, type AnalyticsSettings } from './analytics-snippet';
import { isApiUrl } from './api-url';
import { sendHtml } from './html-response';
import { withHeadHtml, withTenantHead, type TenantHead } from './html-shell';
import { contentSecurityPolicy } from './security-headers';
import type { PublicPages, ServedPage } from './server-rendering/public-pages';

/** One web app as the server sees it: its build folder, URL prefix and client routes (the manifest's entry). */
export type SpaApp = Pick<AppManifestEntry, 'name' | 'prefix' | 'routes'>;

/** Every app of libs/app-manifest. */
export const SPA_APPS: readonly SpaApp[] = APPS;

const LANGUAGE_PREFIX = '/en';
const HASHED_ASSETS = /^\/assets\//;

interface Located {
  app: SpaApp;
  /** Path inside the app's build folder, e.g. `/assets/index-abc.js`. */
  filePath: string;
  /** Path the client router sees, without `/en` and trailing slash. */
  routePath: string;
}

export function locate(pathname: string, apps: readonly SpaApp[] = SPA_APPS): Located {
  let p = pathname;
  if (p === LANGUAGE_PREFIX || p.startsWith(`${LANGUAGE_PREFIX}/`)) p = p.slice(LANGUAGE_PREFIX.length) || '/';
  const routePath = p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
  const app = apps.find((a) => a.prefix && (p === a.prefix || p.startsWith(`${a.prefix}/`))) ?? rootOf(apps);
  return { app, filePath: p.slice(app.prefix.length) || '/', routePath };
}

/** The app with the empty prefix: it serves every other path, and the 404 page. */
function rootOf(apps: readonly SpaApp[]): SpaApp {
  const root = apps.find((a) => a.prefix === '');
  if (!root) throw new Error('No app with the empty prefix: nothing can answer unknown paths');
  return root;
}

/** What every page's shell shows of the tenant, read once per page request (one settings read). */
export interface ShellSettings extends TenantHead {
  analytics: AnalyticsSettings;
}

export interface SpaOptions {
  staticRoot: string;
  apps?: readonly SpaApp[];
  /** The tenant's name, icon and statistics snippet; without it the shells go out as built. */
  shellSettings?: () => Promise<ShellSettings>;
  /** The one app whose pages carry the statistics snippet (the public site: the spec's default layout). */
  analyticsApp?: string;
  /** The one app whose pages are rendered on the server (the public site), when its server bundle is built. */
  serverRendered?: { app: string; pages: PublicPages };
}

/** A page to answer: which app's HTML, for which client route, with which status. */
export interface PageRequest {
  spa: SpaApp;
  /** The path the client router sees (no `/en`, no trailing slash). */
  routePath: string;
  status: number;
}

/** A hashed file: its address changes with its content, so a browser keeps it for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web apps of the manifest and their client-side routes:
 * existing file → the file (its precompressed `.br`/`.gz` twin when accepted); missing file with an extension → 404;
 * a known client route → the app's page; anything else → the public site's page with status 404 (the SPA renders
 * its "not found" page).
 */
export async function installSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const staticRoot = path.resolve(options.staticRoot);
  const apps = options.apps ?? SPA_APPS;
  const matchers = new Map(apps.map((a) => [a.name, routeMatcher(a)]));
  // preCompressed picks `<file>.br` / `<file>.gz` by Accept-Encoding (q=0 honoured), keeps the original's type and
  // adds `Vary: Accept-Encoding` even to the uncompressed fallback (docs/decisions.md, "Issue 15: compression").
  await app.register(fastifyStatic, { root: staticRoot, serve: false, decorateReply: true, preCompressed: true });

  /** Every HTML page of every app goes out here: the shell today, the server-rendered page of a public route later. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: PageRequest) => {
    const { spa, status } = page;
    const indexFile = path.join(staticRoot, spa.name, 'index.html');
    // Read at every request, so a change in the console shows with the next page load; read once, when first needed:
    // a server-rendered page notes the render cache's moment before its shell reads them (public-pages.ts).
    let settingsRead: Promise<ShellSettings> | null = null;
    const readSettings = async () => (options.shellSettings ? await (settingsRead ??= options.shellSettings()) : null);
    const shell = async () => {
      const built = await fs.promises.readFile(indexFile, 'utf8').catch(() => null);
      const settings = await readSettings();
      return built !== null && settings ? withTenantHead(built, settings) : built;
    };
    let html: Buffer | string | null = null;
    let answerStatus = status;
    let compressed: ServedPage['compressed'] | undefined;
    const headers: Record<string, string> = {};
    if (options.serverRendered?.app === spa.name) {
      const answer = await options.serverRendered.pages.answer(request, shell);
      // The language guard depends on the visitor's cookie: never stored.
      if (answer?.kind === 'redirect') return reply.header('cache-control', 'no-store').redirect(answer.location, 302);
      if (answer?.kind === 'page') {
        ({ status: answerStatus, body: html, compressed } = answer.page);
        // A visitor's first page carries the shared stylesheets written in (first-visit-styles.ts): the cookie decides.
        headers.vary = 'cookie';
        if (answer.setCookie) headers['set-cookie'] = answer.setCookie;
      }
      // Too many renders waiting and no page kept: the client-rendered shell, which renders the page in the browser
      // from the API, with a status that tells crawlers and caches to come back (docs/decisions.md, "Issue 25").
      if (answer?.kind === 'busy') {
        answerStatus = 503;
        headers['retry-after'] = String(answer.retryAfterSeconds);
      }
    }
    html ??= await shell();
    if (html === null) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${spa.name} is not built: ${indexFile} is missing. Build it with: npx nx build ${spa.name}`);
    }
    const settings = await readSettings();
    const analytics = settings && options.analyticsApp === spa.name ? pageAnalytics(settings.analytics) : null;
    if (analytics) {
      return sendHtml(request, reply, {
        status: answerStatus,
        html: withHeadHtml(typeof html === 'string' ? html : html.toString('utf8'), analytics.headHtml),
        headers: {
          ...headers,
          // A nonce is for one response only: a stored copy would replay it.
          'cache-control': 'no-store',
          'content-security-policy': contentSecurityPolicy({ scriptNonce: analytics.nonce, analyticsOrigins: analytics.origins }),
        },
      });
    }
    // Never cache the page: it names the current hashed bundles (and a rendered one changes with content).
    const cacheControl = answerStatus === 503 ? 'no-store' : 'no-cache';
    return sendHtml(request, reply, { status: answerStatus, html, headers: { ...headers, 'cache-control': cacheControl }, ...(compressed ? { compressed } : {}) });
  };

  app.get('/*', async (request, reply) => {
    const rawPath = request.url.split('?')[0] ?? '/';
    if (isApiUrl(rawPath)) {
      throw new AppError(404, 'Core:RouteNotFound', { code: 'NotFound' });
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const { app: spa, filePath, routePath } = locate(pathname, apps);
    const appDir = path.join(staticRoot, spa.name);

    if (filePath !== '/' && !filePath.endsWith('/')) {
      const absolute = path.join(appDir, filePath);
      if (absolute.startsWith(appDir + path.sep)) {
        const stat = await fs.promises.stat(absolute).catch(() => null);
        if (stat?.isFile()) {
          if (path.basename(absolute) === 'index.html') return sendPage(request, reply, { spa, routePath, status: 200 });
          reply.header('cache-control', HASHED_ASSETS.test(filePath) ? IMMUTABLE : 'no-cache');
          return reply.sendFile(path.relative(staticRoot, absolute), staticRoot, { cacheControl: false });
        }
      }
      // A missing asset must not be answered with HTML (the browser would try to run it as a script).
      if (path.extname(filePath)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (matchers.get(spa.name)?.(routePath)) return sendPage(request, reply, { spa, routePath, status: 200 });
    return sendPage(request, reply, { spa: rootOf(apps), routePath, status: 404 });
  });
}
