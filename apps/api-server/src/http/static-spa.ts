import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../errors/app-errors';

export interface SpaApp {
  /** Folder under STATIC_ROOT (the Nx project name). */
  name: string;
  /** URL prefix without the language prefix; '' for the public site. Must match the app's Vite `base`. */
  prefix: string;
  /** Client routes (without `/en`); `:param` matches one segment. Unlisted paths get the 404 page. */
  routes: string[];
}

// Keep in sync with each app's router and vite.config.ts `base` (/, /user/, /merchant/).
export const SPA_APPS: readonly SpaApp[] = [
  {
    name: 'member-portal',
    prefix: '/user',
    routes: [
      '/user',
      '/user/center',
      '/user/order',
      '/user/batch-order',
      '/user/my-order',
      '/user/order-detail',
      '/user/address',
      '/user/profile',
      '/user/merchant-datas',
    ],
  },
  {
    name: 'merchant-portal',
    prefix: '/merchant',
    routes: ['/merchant', '/merchant/center', '/merchant/merchant-datas'],
  },
  {
    name: 'public-site',
    prefix: '',
    routes: [
      '/',
      '/login',
      '/article',
      '/article/:id',
      '/list',
      '/list/:id',
      '/nav',
      '/nav/:id',
      '/site',
      '/site/contact-us',
      '/site/tracking',
      '/site/tracking-detail',
    ],
  },
];

const PUBLIC_SITE = 'public-site';
const LANGUAGE_PREFIX = '/en';
const HASHED_ASSETS = /^\/assets\//;

const routeMatcher = (routes: string[]): RegExp =>
  new RegExp(
    `^(?:${routes
      .map((r) => r.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+'))
      .join('|')})$`,
  );

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
  const app =
    apps.find((a) => a.prefix && (p === a.prefix || p.startsWith(`${a.prefix}/`))) ??
    (apps.find((a) => a.name === PUBLIC_SITE) as SpaApp);
  return { app, filePath: p.slice(app.prefix.length) || '/', routePath };
}

export interface SpaOptions {
  staticRoot: string;
  apps?: readonly SpaApp[];
}

/**
 * Serves the three built web apps and their client-side routes:
 * existing file → the file; missing file with an extension → 404; a known client route → the app's index.html;
 * anything else → the public site's index.html with status 404 (the SPA renders its "not found" page).
 */
export async function installSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const staticRoot = path.resolve(options.staticRoot);
  const apps = options.apps ?? SPA_APPS;
  const matchers = new Map(apps.map((a) => [a.name, routeMatcher(a.routes)]));
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
    if (matchers.get(spa.name)?.test(routePath)) return sendIndex(reply, spa, 200);
    const publicSite = apps.find((a) => a.name === PUBLIC_SITE) ?? spa;
    return sendIndex(reply, publicSite, 404);
  });
}
