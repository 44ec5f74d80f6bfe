// Jest config factory for the front-end projects: the root preset (SWC), plus Lingui macro
// expansion, `.po` catalogs and a jsdom environment with Node's fetch-family globals.
const path = require('node:path');
const preset = require('../../jest.preset.js');

module.exports = function createFrontendJestConfig(projectDir, displayName) {
  return {
    ...preset,
    displayName,
    rootDir: projectDir,
    testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs')],
    transform: {
      '^.+\\.(t|j)sx?$': path.join(__dirname, 'lingui-swc-transformer.cjs'),
      '^.+\\.po$': path.join(__dirname, 'po-transformer.cjs'),
    },
    moduleFileExtensions: [...preset.moduleFileExtensions, 'po'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // See setup-dom.cjs: first renders of lazy routes are slow on a busy machine.
    testTimeout: 30000,
  };
};
