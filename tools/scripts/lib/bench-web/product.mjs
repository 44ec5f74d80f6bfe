// The product as it was built (dist/): checked, started on a fresh data directory, and asked for the ids the
// measured URLs need. bench:web never builds the product: it measures what the build commands left in dist/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadAppManifest } from '../app-manifest.mjs';
import { spawnNode, waitForHttp } from './processes.mjs';

const START_TIMEOUT_MS = 120_000;

/** What is missing from dist/ (empty when the product is built), and the one command that builds it. */
export async function missingBuilds(workspaceRoot) {
  const { APPS } = await loadAppManifest();
  const wanted = [
    { label: 'api-server', file: 'dist/apps/api-server/main.js' },
    ...APPS.map((app) => ({ label: app.name, file: `dist/apps/${app.name}/index.html` })),
  ];
  const missing = wanted.filter((w) => !fs.existsSync(path.join(workspaceRoot, w.file)));
  const command = `npx nx run-many -t build -p ${wanted.map((w) => w.label).join(' ')}`;
  return { missing, command };
}

export function freshDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
}

/**
 * One server process on `port`. `production` is how visitors meet the product (no response validation, no demo
 * seeding); the demo content it serves was seeded by an earlier non-production start on the same data directory.
 */
export async function startProduct(workspaceRoot, { name, port, dataDir, production, env = {} }) {
  const server = spawnNode(name, ['dist/apps/api-server/main.js'], {
    cwd: workspaceRoot,
    env: {
      NODE_ENV: production ? 'production' : 'development',
      // The address the benchmark asks at: the pages name it (required in production).
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/f/system/application-configuration`, {
      timeoutMs: START_TIMEOUT_MS,
      exited: server.exited,
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { ...server, origin: `http://127.0.0.1:${port}` };
}

/** Demo accounts, orders and content exist only after a non-production start: one start that seeds, then stops. */
export async function seedDemoData(workspaceRoot, { port, dataDir }) {
  const seeder = await startProduct(workspaceRoot, { name: 'seed', port, dataDir, production: false });
  await seeder.stop();
}

async function postJson(origin, apiPath, body) {
  const res = await fetch(`${origin}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-Hans' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${apiPath} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

/** The newest published article with a cover image (the heavier, more typical article page), else the newest. */
export async function findArticle(origin) {
  const { items } = await postJson(origin, '/api/f/content/article/list', { maxResultCount: 20, skipCount: 0 });
  const article = items.find((a) => a.coverImageUrl) ?? items[0];
  if (!article) throw new Error('the public article list is empty: no article to measure');
  return { id: article.id, title: article.title, hasCover: Boolean(article.coverImageUrl) };
}

/**
 * Three waybill numbers of the seeded orders, in different states where there are (a longer, more varied result
 * list); read from the database file, since the public API lists no waybills, then confirmed by the public lookup.
 */
export async function findWaybills(origin, dataDir, count = 3) {
  const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true, fileMustExist: true });
  let numbers;
  try {
    const rows = db
      .prepare('select "waybillNumber", status from orders order by "creationTime" desc, "waybillNumber" limit 200')
      .all();
    const byStatus = new Map();
    for (const row of rows) if (!byStatus.has(row.status)) byStatus.set(row.status, row.waybillNumber);
    numbers = [...byStatus.values(), ...rows.map((r) => r.waybillNumber)].filter((n, i, all) => all.indexOf(n) === i).slice(0, count);
  } finally {
    db.close();
  }
  if (numbers.length < count) throw new Error(`the seeded database has ${numbers.length} waybills, ${count} are needed`);
  const results = await postJson(origin, '/api/f/logistics-management/tracking/list', { waybillNumbers: numbers });
  const lost = results.filter((r) => !r.found).map((r) => r.waybillNumber);
  if (lost.length > 0) throw new Error(`the public tracking lookup does not find ${lost.join(', ')}`);
  return numbers;
}

/** Whether the public site's server bundle is in dist/ (only printed: a client-rendered build has none). */
export function hasSsrBundle(workspaceRoot) {
  return fs.existsSync(path.join(workspaceRoot, 'dist/apps/public-site-server/entry-server.cjs'));
}
