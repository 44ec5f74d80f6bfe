// The floor page (tools/bench/floor): built with Vite's JS API in every run, then gzipped beside each file, as a
// server that does the least a static host should would serve it (static-server.mjs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt)$/;

/** Builds the floor into `outDir` (emptied first); returns the gzipped bytes of its JS for the log. */
export async function buildFloor(workspaceRoot, outDir) {
  const root = path.join(workspaceRoot, 'tools/bench/floor');
  await build({
    root,
    configFile: false,
    // Its own dependency cache: the apps' caches under node_modules/.vite stay untouched.
    cacheDir: path.join(workspaceRoot, 'node_modules/.vite/bench-floor'),
    logLevel: 'warn',
    plugins: [react()],
    // One ~460 kB chunk is the point of a floor, not a warning.
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false, chunkSizeWarningLimit: 800 },
  });
  let jsGzipBytes = 0;
  for (const file of walk(outDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const gz = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
    fs.writeFileSync(`${file}.gz`, gz);
    if (file.endsWith('.js')) jsGzipBytes += gz.length;
  }
  return { jsGzipBytes };
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
