const fs = require('node:fs');
const path = require('node:path');
const { STATE_FILE, asDbUser } = require('./postgres-global-setup.cjs');

module.exports = async function globalTeardown() {
  if (!fs.existsSync(STATE_FILE)) return;
  const { dir, dataDir, bin } = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8'));
  fs.rmSync(STATE_FILE, { force: true });
  try {
    asDbUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};
