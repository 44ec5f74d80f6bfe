// Shared Jest settings for every project: SWC transpiles TypeScript/TSX (no type checking here;
// `typecheck` targets do that), and the workspace path aliases resolve to source.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const aliases = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&')}$`,
    path.join(__dirname, target),
  ]),
);

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  moduleNameMapper: aliases,
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  // These dependencies of Fastify's inject/static ship ESM only; Node loads them natively, Jest's CJS runtime cannot.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};
