// `npm start`: build what is stale (Nx cache makes a second start fast), then serve the API and every app of the
// manifest (libs/app-manifest) on one origin (http://localhost:3000, PORT overrides) with the embedded SQLite
// database under ./data.
import { spawn, spawnSync } from 'node:child_process';
import { loadAppManifest } from './lib/app-manifest.mjs';
import { assertRuntime } from './runtime.mjs';

assertRuntime();

const { APPS } = await loadAppManifest();
const env = { ...process.env, NX_DAEMON: 'false', NX_ISOLATE_PLUGINS: 'false' };
const build = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '-p', 'api-server', ...APPS.map((app) => app.name), '--outputStyle=static'],
  { stdio: 'inherit', env },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['dist/apps/api-server/main.js'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
