const fs = require('node:fs');
const { STATE_FILE } = require('./postgres-global-setup.cjs');
const { removeCluster } = require('./pg-cluster.cjs');

module.exports = async function globalTeardown() {
  if (!fs.existsSync(STATE_FILE)) return;
  const cluster = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8'));
  fs.rmSync(STATE_FILE, { force: true });
  removeCluster(cluster);
};
