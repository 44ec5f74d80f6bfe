module.exports = {
  displayName: 'app-manifest',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
