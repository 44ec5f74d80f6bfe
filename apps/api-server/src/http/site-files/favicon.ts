import type { FastifyInstance, FastifyReply } from 'fastify';

// /favicon.ico, which browsers and crawlers ask for whatever the page links: the tenant's icon. An icon served by
// this server (a branding asset, an uploaded site image) is answered with its own bytes and type, fetched through
// the server's own route so there is one place that knows where those live; an icon on another site is a redirect.

/** The built-in icon (apps/api-server/assets/favicon.ico), for a tenant without one or whose icon is gone. */
export const DEFAULT_FAVICON_PATH = '/api/f/assets/favicon.ico';

/** Short: a tenant changing its icon sees it within the hour, yet a page load does not ask every time. */
const FAVICON_CACHE = 'public, max-age=3600';

/** Where the icon lives: a path of this server, another site, or nowhere usable. */
export function faviconSource(faviconUrl: string): { kind: 'local'; path: string } | { kind: 'external'; url: string } | null {
  const url = faviconUrl.trim();
  if (/^https?:\/\/[^/\\\s]/i.test(url)) return { kind: 'external', url };
  // A path of ours, not a protocol-relative URL (`//evil.example/x`), and not this route (it would ask itself).
  if (/^\/(?![/\\])/.test(url) && url.split(/[?#]/)[0] !== '/favicon.ico') return { kind: 'local', path: url };
  return null;
}

async function sendLocal(app: FastifyInstance, reply: FastifyReply, iconPath: string): Promise<boolean> {
  const answer = await app.inject({ method: 'GET', url: iconPath });
  const type = answer.headers['content-type'];
  if (answer.statusCode !== 200 || typeof type !== 'string' || !/^image\//i.test(type)) return false;
  reply.code(200).type(type).header('cache-control', FAVICON_CACHE);
  // An SVG icon keeps its sandboxing policy.
  const policy = answer.headers['content-security-policy'];
  if (typeof policy === 'string') reply.header('content-security-policy', policy);
  await reply.send(answer.rawPayload);
  return true;
}

export function registerFavicon(app: FastifyInstance, faviconUrl: () => Promise<string>): void {
  app.get('/favicon.ico', async (_request, reply) => {
    const source = faviconSource(await faviconUrl());
    if (source?.kind === 'external') return reply.header('cache-control', FAVICON_CACHE).redirect(source.url, 302);
    if (source?.kind === 'local' && (await sendLocal(app, reply, source.path))) return reply;
    if (await sendLocal(app, reply, DEFAULT_FAVICON_PATH)) return reply;
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
