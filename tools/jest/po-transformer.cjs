// Jest transformer for `.po` catalogs: the same shape the Lingui Vite plugin produces
// (`{ messages }`), compiled from the PO file so tests render real translations.
const path = require('node:path');
const crypto = require('node:crypto');
const { formatter } = require('@lingui/format-po');
const { createCompiledCatalog } = require('@lingui/cli/api');

const po = formatter({ lineNumbers: false });

module.exports = {
  process(src, filename) {
    const locale = path.basename(path.dirname(filename));
    const catalog = po.parse(src, { locale, sourceLocale: 'zh-Hans', filename });
    const messages = Object.fromEntries(
      Object.entries(catalog).map(([id, entry]) => [id, entry.translation || entry.message || id]),
    );
    const { source } = createCompiledCatalog(locale, messages, { namespace: 'cjs' });
    return { code: source };
  },
  getCacheKey(src, filename) {
    return crypto.createHash('sha1').update('po-1').update(filename).update(src).digest('hex');
  },
};
