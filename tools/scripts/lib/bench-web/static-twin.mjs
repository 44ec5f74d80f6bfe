// A static file with exactly a page's bytes (and its precompressed twins), served by the product's own static
// handler: what a cached page is compared with (issue 28: a cached page costs at most twice a static file of its
// size through the same server).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** The answer's body as sent (not decoded), asking for one encoding. */
function rawBody(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const sent = res.headers['content-encoding'] ?? 'identity';
        if (res.statusCode !== 200 || sent !== encoding) {
          res.resume();
          reject(new Error(`${url} answered ${res.statusCode} in ${sent}, not 200 in ${encoding}`));
          return;
        }
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

/**
 * Writes the page at `origin + pagePath` as it is sent (plain, Brotli, gzip) into the public site's assets folder of
 * the build the server serves; `remove()` deletes the three files.
 */
export async function staticTwin(root, origin, pagePath) {
  const url = `${origin}${pagePath}`;
  const [plain, br, gzip] = await Promise.all([rawBody(url, 'identity'), rawBody(url, 'br'), rawBody(url, 'gzip')]);
  const name = `bench-twin-${process.pid}.html`;
  const file = path.join(root, 'dist/apps/public-site/assets', name);
  const files = [
    [file, plain],
    [`${file}.br`, br],
    [`${file}.gz`, gzip],
  ];
  for (const [f, bytes] of files) fs.writeFileSync(f, bytes);
  const twinPath = `/assets/${name}`;
  // The same bytes back through the static handler, Brotli as the load asks for it.
  const served = await rawBody(`${origin}${twinPath}`, 'br');
  if (!served.equals(br)) throw new Error(`${twinPath} is not served as written`);
  return {
    path: twinPath,
    plainBytes: plain.length,
    brBytes: br.length,
    remove: () => {
      for (const [f] of files) fs.rmSync(f, { force: true });
    },
  };
}
