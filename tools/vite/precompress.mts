// Writes `<file>.br` (Brotli 11) and `<file>.gz` (gzip 9) beside each text file of a client build, so the server
// sends them as they are (@fastify/static's preCompressed) instead of compressing on every request. Maximum
// levels are affordable once per build, not per request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser fetches; source maps (hidden, never fetched by visitors) are left out. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml)$/i;
/** Below 1 KiB the saving does not pay for the extra file and header. */
const MIN_BYTES = 1024;

export async function precompressFile(file: string): Promise<{ raw: number; br: number; gz: number } | null> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return { raw: data.length, br: br.length, gz: gz.length };
}

/**
 * Which written files to compress: the bundle's text files, except index.html (the server rewrites it per request
 * and compresses the result) and Vite's own `.vite/` manifest (read by scripts, not browsers).
 */
export const shouldPrecompress = (fileName: string): boolean =>
  COMPRESSIBLE.test(fileName) && fileName !== 'index.html' && !fileName.startsWith('.vite/');

export function precompress(): Plugin {
  let enabled = true;
  let log: (message: string) => void = () => undefined;
  return {
    name: 'forwarder:precompress',
    apply: 'build',
    configResolved(config) {
      // A server-side (SSR) build is read from disk by Node, never sent over the wire.
      enabled = !config.build.ssr;
      log = (message) => config.logger.info(message);
    },
    async writeBundle(output, bundle) {
      if (!enabled || !output.dir) return;
      const started = performance.now();
      const files = Object.keys(bundle).filter(shouldPrecompress);
      // zlib runs in libuv's thread pool: a few files at a time keep every core busy without queuing them all.
      let next = 0;
      let count = 0;
      let raw = 0;
      let br = 0;
      const worker = async () => {
        while (next < files.length) {
          const file = files[next++] as string;
          const sizes = await precompressFile(path.join(output.dir as string, file));
          if (sizes) {
            count++;
            raw += sizes.raw;
            br += sizes.br;
          }
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      const kib = (n: number) => (n / 1024).toFixed(0);
      log(`precompress: ${count} files, ${kib(raw)} KiB → ${kib(br)} KiB brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
