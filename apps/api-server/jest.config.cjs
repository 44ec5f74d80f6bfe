// The suite runs once per database dialect (two Jest projects). TEST_DB=sqlite|postgres picks one.
const preset = require('../../jest.preset.js');

const dialects = ['sqlite', 'postgres'];
const wanted = process.env.TEST_DB ? [process.env.TEST_DB] : dialects;
for (const d of wanted) {
  if (!dialects.includes(d)) throw new Error(`TEST_DB must be one of ${dialects.join(', ')} (got "${d}")`);
}

const project = (dialect) => ({
  ...preset,
  testTimeout: 30000,
  displayName: `api-server:${dialect}`,
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  // scrypt hashing and PostgreSQL database creation make some tests slower than Jest's 5 s default on busy CI.
  setupFiles: [`<rootDir>/test/setup-${dialect}.cjs`],
  ...(dialect === 'postgres'
    ? { globalSetup: '<rootDir>/test/postgres-global-setup.cjs', globalTeardown: '<rootDir>/test/postgres-global-teardown.cjs' }
    : {}),
});

module.exports = {
  projects: wanted.map(project),
  testTimeout: 30000,
  // Much of a file's time is waiting (on PostgreSQL, on the server processes it spawns, on timers): Jest's default
  // (cores − 1, one file at a time on a 2-core CI machine) took ~1,570 s; three workers, measured on 2 cores, 754 s
  // alone and 910 s beside the other projects' tests. Each file has its own database (SQLite file or PostgreSQL
  // database), so files of both dialects run side by side. JEST_API_WORKERS overrides.
  maxWorkers: Number(process.env.JEST_API_WORKERS ?? 3),
};
