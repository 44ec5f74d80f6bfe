// Jest transformer: Lingui macros first (Babel, syntax-preserving: TypeScript and JSX stay as
// they are), then @swc/jest from the root preset for TS/JSX -> CommonJS. This avoids a second
// full toolchain (babel presets for TS/React) and needs no @lingui/swc-plugin build matching
// the exact @swc/core version. Files without a macro import skip the Babel pass entirely.
const crypto = require('node:crypto');
const { transformSync } = require('@babel/core');
const { makeConfig } = require('@lingui/conf');
const swcJest = require('@swc/jest');

const preset = require('../../jest.preset.js');
const [, swcOptions] = preset.transform['^.+\\.(t|j)sx?$'];
const swc = swcJest.createTransformer(swcOptions);

// The macro only needs the runtime module names from the config; these are Lingui's defaults.
const linguiConfig = makeConfig(
  { locales: ['zh-Hans', 'en'], sourceLocale: 'zh-Hans' },
  { skipValidation: true },
);
const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

function expandMacros(src, filename) {
  if (!MACRO_IMPORT.test(src)) return src;
  const result = transformSync(src, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: false,
    retainLines: true,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [[require.resolve('@lingui/babel-plugin-lingui-macro'), { linguiConfig }]],
  });
  return result.code;
}

module.exports = {
  process(src, filename, options) {
    return swc.process(expandMacros(src, filename), filename, options);
  },
  getCacheKey(src, filename, options) {
    return crypto
      .createHash('sha1')
      .update('lingui-swc-1')
      .update(swc.getCacheKey(src, filename, options))
      .digest('hex');
  },
};
