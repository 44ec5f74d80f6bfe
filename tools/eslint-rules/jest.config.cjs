module.exports = {
  displayName: 'eslint-rules',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['**/*.spec.js'],
};
