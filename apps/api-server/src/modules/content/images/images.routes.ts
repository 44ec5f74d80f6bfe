import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../../errors/app-errors';
import { findSiteImage } from './images.service';
import type { ContentDatabase } from '../content.db';

// The public URL of an uploaded picture. Outside the contract like the built-in branding pictures
// (system-assets.ts): it answers bytes, not JSON. A picture never changes under its id (a new upload makes a new
// id), so browsers and proxies may keep it for a year.

export function registerSiteImageRoutes(app: FastifyInstance, { db }: { db: ContentDatabase }): void {
  app.get('/api/f/site-images/:file', async (request, reply) => {
    const image = await findSiteImage(db, (request.params as { file: string }).file);
    if (!image) throw new NotFoundError();
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      // An SVG opened as a page must not run anything in our origin (uploads refuse scripts; this is the backstop).
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(image.data));
  });
}
