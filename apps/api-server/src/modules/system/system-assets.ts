import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/app-errors';

// Static branding and content pictures (logo, favicon, QR code, article covers) under apps/api-server/assets,
// served at /api/f/assets/<path>. Static content, so it is not part of the API contract.

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

/** The assets folder, found from the workspace root (cwd), the sources (src/modules/system) or the bundle (dist/apps/api-server). */
export function defaultAssetsDir(cwd = process.cwd()): string {
  const candidates = [
    path.resolve(cwd, 'apps/api-server/assets'),
    path.resolve(__dirname, '../../../assets'),
    path.resolve(__dirname, '../../../apps/api-server/assets'),
  ];
  return candidates.find((dir) => fs.existsSync(dir)) ?? candidates[0] ?? 'assets';
}

export function registerAssetRoutes(app: FastifyInstance, assetsDir = defaultAssetsDir()): void {
  const root = path.resolve(assetsDir);
  app.get('/api/f/assets/*', async (request, reply) => {
    const relative = (request.params as { '*': string })['*'] ?? '';
    const file = path.resolve(root, relative);
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
    // Only known picture types inside the folder: no traversal, no serving of anything else put there.
    if (!type || !file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      throw new NotFoundError();
    }
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=3600')
      // SVG can carry scripts: never let the browser run them in our origin.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(fs.createReadStream(file));
  });
}
