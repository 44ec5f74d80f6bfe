// Workspace ESLint rules, loaded by @nx/eslint-plugin from tools/eslint-rules and used as `@nx/workspace-<name>`.
// Plain CommonJS: Nx loads this folder without a TypeScript toolchain.
module.exports = {
  rules: {
    'folder-boundaries': require('./rules/folder-boundaries'),
  },
};
