import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { APPS, routeMatcher, type AppManifestEntry } from '@forwarder/app-manifest';
import { AppError } from '../errors/app-errors';
import { pageAnalytics, type AnalyticsSettings } from './analytics-snippet';
import { contentSecurityPolicy } from './security-headers';

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

export interface SpaOptions {
  staticRoot: string;
  apps?: readonly SpaApp[];
  /** The tenant's statistics snippet, put into the pages of one app only (the public site: the spec's default layout). */
  analytics?: { app: string; settings: () => Promise<AnalyticsSettings> };
}

/**
 * Serves the built web apps of the manifest and their client-side routes:
 * existing file → the file; missing file with an extension → 404; a known client route → the app's index.html;
 * anything else → the public site's index.html with status 404 (the SPA renders its "not found" page).
 */
export async function installSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const staticRoot = path.resolve(options.staticRoot);
  const apps = options.apps ?? SPA_APPS;
  const matchers = new Map(apps.map((a) => [a.name, routeMatcher(a)]));
  await app.register(fastifyStatic, { root: staticRoot, serve: false, decorateReply: true });

  const sendIndex = async (reply: FastifyReply, spa: SpaApp, status: number) => {
    const indexFile = path.join(staticRoot, spa.name, 'index.html');
    let html: Buffer;
    try {
      html = await fs.promises.readFile(indexFile);
    } catch {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${spa.name} is not built: ${indexFile} is missing. Build it with: npx nx build ${spa.name}`);
    }
    if (options.analytics?.app === spa.name) {
      // Read at every request, so a change in the console shows with the next page load.
      const analytics = pageAnalytics(await options.analytics.settings());
      if (analytics) {
        const page = html.toString('utf8');
        const at = page.search(/<\/head>/i);
        const withSnippet = at < 0 ? analytics.headHtml + page : page.slice(0, at) + analytics.headHtml + page.slice(at);
        return (
          reply
            .code(status)
            // A nonce is for one response only: a stored copy would replay it.
            .header('cache-control', 'no-store')
            .header('content-security-policy', contentSecurityPolicy({ scriptNonce: analytics.nonce, analyticsOrigins: analytics.origins }))
            .type('text/html; charset=utf-8')
            .send(withSnippet)
        );
      }
    }
    // Never cache the shell: it names the current hashed bundles.
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.get('/*', async (request, reply) => {
    const rawPath = request.url.split('?')[0] ?? '/';
    if (rawPath === '/api' || rawPath.startsWith('/api/')) {
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
          if (path.basename(absolute) === 'index.html') return sendIndex(reply, spa, 200);
          const immutable = HASHED_ASSETS.test(filePath);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          return reply.sendFile(path.relative(staticRoot, absolute), staticRoot, { cacheControl: false });
        }
      }
      // A missing asset must not be answered with HTML (the browser would try to run it as a script).
      if (path.extname(filePath)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (matchers.get(spa.name)?.(routePath)) return sendIndex(reply, spa, 200);
    return sendIndex(reply, rootOf(apps), 404);
  });
}
