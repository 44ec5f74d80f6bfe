// The app manifest (libs/app-manifest, TypeScript) for plain Node scripts and Vite configs, which cannot import
// TypeScript on Node 20: esbuild bundles the lib (a few milliseconds) and the bundle is imported from memory.
import path from 'node:path';
import { buildSync } from 'esbuild';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');

/** @returns {Promise<typeof import('../../../libs/app-manifest/src/index.ts')>} */
export async function loadAppManifest() {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(workspaceRoot, 'libs/app-manifest/src/index.ts')],
    tsconfig: path.join(workspaceRoot, 'libs/app-manifest/tsconfig.lib.json'),
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const code = outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
