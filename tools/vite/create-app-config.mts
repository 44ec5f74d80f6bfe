// Vite config shared by the front-end apps; each app's vite.config.mts calls this with its folder. Name, base and
// dev port come from the app manifest (libs/app-manifest). Nx runs Vite from the app folder, but Lingui would still
// search the workspace root for its config, so the config path is passed explicitly to both Lingui plugins.
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfigExport } from 'vite';
import { loadAppManifest } from '../scripts/lib/app-manifest.mjs';
import { precompress } from './precompress.mts';
import { routeOwnCopies, type RouteOwnCopies } from './route-own-copies.mts';

export interface AppViteOptions {
  /** Absolute path of the app folder (where index.html and lingui.config.ts live); its name is the manifest's. */
  appDir: string;
  /** Lazy routes that get their own copy of some packages (see route-own-copies.mts). */
  routeOwnCopies?: readonly RouteOwnCopies[];
}

/**
 * Where an app's server bundle goes (`vite build --ssr src/entry-server.tsx`): beside, not inside, the app's build
 * folder, which the server serves as static files. The api-server loads `<STATIC_ROOT>/<app>-server/entry-server.cjs`.
 */
export const serverBundleDir = (workspaceRoot: string, appName: string) => path.join(workspaceRoot, 'dist/apps', `${appName}-server`);

// CSP the production server is expected to send; used by `vite preview` so that a local check
// fails the same way if an inline script ever sneaks into index.html. Emotion (Chakra) injects
// <style> elements at runtime, hence 'unsafe-inline' for styles only.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Dev only: `/en/user/...` is served by the member app although it lies outside its base
 * (`/user/`). Strip the language prefix so Vite's SPA fallback answers with index.html; the
 * browser keeps the original URL and the router sees the prefix.
 */
function localePrefixFallback(base: string): Plugin {
  return {
    name: 'forwarder:locale-prefix-fallback',
    apply: 'serve',
    configureServer(server) {
      if (base === '/') return;
      server.middlewares.use((req, _res, next) => {
        if (req.url && req.url.startsWith(`/en${base}`)) req.url = req.url.slice('/en'.length);
        else if (req.url && `${req.url}/` === `/en${base}`) req.url = base;
        next();
      });
    },
  };
}

export function createAppViteConfig({ appDir, routeOwnCopies: ownCopies = [] }: AppViteOptions): UserConfigExport {
  const workspaceRoot = path.resolve(appDir, '../..');
  const appName = path.basename(appDir);
  const linguiConfigPath = path.join(appDir, 'lingui.config.ts');
  const linguiConfig = getConfig({ configPath: linguiConfigPath });

  return defineConfig(async ({ isSsrBuild }) => {
    const { appByName, viteBase } = await loadAppManifest();
    // Public base ('/', '/user/', …) and dev port (each app its own, so all can run at once) from the manifest.
    const app = appByName(appName as Parameters<typeof appByName>[0]);
    const base = viteBase(app);
    const port = app.devPort;
    return {
      root: appDir,
      base,
      cacheDir: path.join(workspaceRoot, 'node_modules/.vite', appName),
      // The workspace libs resolve to their sources through tsconfig.base.json's `paths`.
      resolve: { tsconfigPaths: true },
      plugins: [
        react({
          babel: {
            plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
          },
        }),
        // Missing translations fall back to zh-Hans here; completeness is the `i18n-check` target's
        // job, which every `build` depends on (so the dev server still runs with new messages).
        lingui({ configPath: linguiConfigPath, failOnCompileError: true }),
        localePrefixFallback(base),
        // Chunk layout is a browser concern; the server bundle loads everything from one process.
        ...(isSsrBuild ? [] : [routeOwnCopies(appDir, ownCopies)]),
        // `.br` and `.gz` twins of the text assets, served as they are by the api-server (static-spa.ts).
        precompress(),
      ],
      server: {
        port,
        strictPort: true,
        host: '127.0.0.1',
        proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
      },
      preview: {
        port,
        strictPort: true,
        host: '127.0.0.1',
        headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
      },
      build: isSsrBuild
        ? {
            // CommonJS, so the api-server (CommonJS) can require it; packages stay in node_modules (externals).
            outDir: serverBundleDir(workspaceRoot, appName),
            emptyOutDir: true,
            target: 'node24',
            copyPublicDir: false,
            sourcemap: true,
            rollupOptions: { output: { format: 'cjs' as const, entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' } },
          }
        : {
            outDir: path.join(workspaceRoot, 'dist/apps', appName),
            emptyOutDir: true,
            // Read by tools/scripts/size-report.mjs to measure initial and per-route JS.
            manifest: true,
            // Maps for error reports, without a sourceMappingURL comment in the served files.
            sourcemap: 'hidden' as const,
            target: 'es2022',
            reportCompressedSize: false,
            // Sizes are policed by tools/scripts/size-report.mjs (gzip budgets per route) instead.
            chunkSizeWarningLimit: 800,
            // Everything the entry loads statically goes in one chunk. Left alone, the bundler cuts the first load
            // into a dozen pieces (a module the entry and a lazy page share becomes a chunk of its own, some of 100
            // bytes): each a request with its ~0.5 KiB of response headers and its own compression dictionary, 4–7
            // KiB more on the wire for the same code (docs/decisions.md, "Issue 28: public JavaScript at the floor").
            // The group takes every module a lib's barrel names, used or not: what only some routes need (zod, the
            // forms' resolver) is not in a barrel the entry imports (e.g. `@forwarder/i18n/zod`).
            rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial' as const] }] } } },
          },
    };
  });
}
