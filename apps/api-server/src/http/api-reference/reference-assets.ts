import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { HtmlEncoding } from '../html-response';

// The API reference's scripts and styles: Swagger UI from its npm package (swagger-ui-dist: nothing from a CDN) and
// the two small files of ./browser. Read and compressed once per process, on the first visit of /api/docs, so a
// process nobody reads the reference on spends nothing on it. Served under names carrying their content's hash,
// hence cacheable for good.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface ReferenceAsset {
  /** The name in the URL: `swagger-ui-bundle.1a2b3c4d5e.js`. */
  name: string;
  type: string;
  body: Buffer;
  compressed: Record<HtmlEncoding, Buffer>;
}

export interface ReferenceAssets {
  /** By role, for the pages: the Swagger UI bundle and stylesheet, our start-up script and styles. */
  bundle: ReferenceAsset;
  swaggerCss: ReferenceAsset;
  script: ReferenceAsset;
  css: ReferenceAsset;
  /** By URL name, for the asset route. */
  byName: ReadonlyMap<string, ReferenceAsset>;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * ./browser beside this file when run from the sources (tests); `api-reference/` beside the bundle, where the build
 * copies it (dist/apps/api-server); the sources in the workspace for a bundle built elsewhere (the tests' processes).
 */
function browserDir(): string {
  const candidates = [
    path.join(__dirname, 'browser'),
    path.join(__dirname, 'api-reference'),
    path.resolve('apps/api-server/src/http/api-reference/browser'),
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'api-reference.js'))) ?? (candidates[0] as string);
}

async function load(file: string): Promise<ReferenceAsset> {
  const body = await fs.promises.readFile(file);
  const ext = path.extname(file);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  // Off the event loop (zlib's thread pool). Brotli 9: done once, so closer to the best size than the pages' 5.
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  return { name: `${path.basename(file, ext)}.${hash}${ext}`, type: TYPES[ext] ?? 'application/octet-stream', body, compressed: { br, gzip: gz } };
}

let loaded: Promise<ReferenceAssets> | undefined;

/** The assets, loaded on first use and then kept (a failed load is tried again next time). */
export function referenceAssets(): Promise<ReferenceAssets> {
  loaded ??= (async () => {
    const swaggerUi = path.dirname(require.resolve('swagger-ui-dist/package.json'));
    const own = browserDir();
    const [bundle, swaggerCss, script, css] = await Promise.all([
      load(path.join(swaggerUi, 'swagger-ui-bundle.js')),
      load(path.join(swaggerUi, 'swagger-ui.css')),
      load(path.join(own, 'api-reference.js')),
      load(path.join(own, 'api-reference.css')),
    ]);
    return { bundle, swaggerCss, script, css, byName: new Map([bundle, swaggerCss, script, css].map((a) => [a.name, a])) };
  })();
  loaded.catch(() => (loaded = undefined));
  return loaded;
}
