// Starts a throw-away PostgreSQL cluster for the postgres Jest project, unless TEST_DATABASE_URL points at one.
// Each test file then creates its own database in it (see test/harness.ts), so files run in parallel.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startCluster } = require('./pg-cluster.cjs');

const STATE_FILE = path.join(os.tmpdir(), `api-server-pg-${process.pid}.json`);

module.exports = async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_PG_ADMIN_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  const cluster = await startCluster();
  process.env.TEST_PG_ADMIN_URL = cluster.url;
  fs.writeFileSync(STATE_FILE, JSON.stringify(cluster));
};

module.exports.STATE_FILE = STATE_FILE;
