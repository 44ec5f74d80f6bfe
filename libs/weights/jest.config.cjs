module.exports = {
  displayName: 'weights',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
