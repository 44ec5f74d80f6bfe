// `@nx/workspace-folder-boundaries`: the folders directly under a root (`src/features/<name>`,
// `src/modules/<name>`) are units that may not reach into each other. A unit may import another unit only through
// that unit's front doors (`entries`, e.g. its index.ts); with no entries, never (bulletproof-react's rule that
// features never import features, without listing every feature by hand). Test files may also use a unit's
// `testEntries` folders (shared fixtures). With `checkOutside`, files outside the root must use the front doors too.
// `sealedSiblings` names folders beside the root (`shared` for `src/shared`) whose files may import no unit at all:
// what two features share may not depend on either of them.
//
//   "@nx/workspace-folder-boundaries": ["error", { "root": "src/modules", "entries": ["index"], "testEntries": ["testing"], "checkOutside": true }]
//   "@nx/workspace-folder-boundaries": ["error", { "root": "src/features", "sealedSiblings": ["shared"] }]
const fs = require('node:fs');
const path = require('node:path');

const SOURCE_EXTENSION = /\.(?:[cm]?[jt]sx?)$/;
const TEST_FILE = /\.(?:spec|test)\.[cm]?[jt]sx?$/;

/** Where `file` sits relative to the nearest `<…>/<root>` folder above it: that folder and the path below it. */
function underRoot(file, rootSegments) {
  const parts = file.split(path.sep);
  for (let i = parts.length - rootSegments.length; i >= 0; i -= 1) {
    if (rootSegments.every((segment, j) => parts[i + j] === segment)) {
      return { rootDir: parts.slice(0, i + rootSegments.length).join(path.sep), rest: parts.slice(i + rootSegments.length) };
    }
  }
  return null;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Units under a root folder import each other only through their front doors.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          entries: { type: 'array', items: { type: 'string' } },
          testEntries: { type: 'array', items: { type: 'string' } },
          checkOutside: { type: 'boolean' },
          sealedSiblings: { type: 'array', items: { type: 'string' } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      noEntries: 'The {{from}} {{kind}} may not import from the {{unit}} {{kind}}: {{kind}}s never import each other (the app composes them).',
      frontDoor: "Import the {{unit}} {{kind}} through its front door ({{entries}}), not its inner file '{{inner}}'.",
      sealed: "Files in {{sibling}}/ may not import the {{unit}} {{kind}}: what {{kind}}s share may not depend on one of them.",
    },
  },
  create(context) {
    const options = context.options[0];
    const rootSegments = options.root.split('/').filter(Boolean);
    const kind = rootSegments[rootSegments.length - 1].replace(/s$/, '');
    const entries = options.entries ?? [];
    const testEntries = options.testEntries ?? [];
    const filename = context.filename ?? context.getFilename();
    const here = underRoot(filename, rootSegments);
    // A file directly in the root (modules/index.ts) belongs to no unit.
    const ownUnit = here && here.rest.length > 1 ? here.rest[0] : null;
    const parentSegments = rootSegments.slice(0, -1);
    const sealedSibling = (options.sealedSiblings ?? []).find((sibling) => underRoot(filename, [...parentSegments, sibling]));
    if (!ownUnit && !options.checkOutside && !sealedSibling) return {};
    const inTestCode = TEST_FILE.test(filename) || (ownUnit !== null && testEntries.includes(here.rest[1]));

    const matches = (inner, list) => {
      const clean = inner.replace(SOURCE_EXTENSION, '').replace(/\/index$/, '');
      return list.some((entry) => (entry === 'index' ? clean === '' || clean === 'index' : clean === entry || clean.startsWith(`${entry}/`)));
    };

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(filename), source);
      const target = underRoot(resolved, rootSegments);
      if (!target || target.rest.length === 0) return;
      const [unit, ...innerParts] = target.rest;
      if (unit === ownUnit) return;
      // `<root>/<file>` (no folder) is a root-level file such as modules/define-module.ts, not a unit.
      if (innerParts.length === 0 && !fs.existsSync(path.join(target.rootDir, unit))) return;
      if (innerParts.length === 0 && !fs.statSync(path.join(target.rootDir, unit)).isDirectory()) return;
      const inner = innerParts.join('/');
      if (sealedSibling && !ownUnit) {
        context.report({ node, messageId: 'sealed', data: { sibling: sealedSibling, unit, kind } });
        return;
      }
      if (matches(inner, entries) || (inTestCode && matches(inner, testEntries))) return;
      if (entries.length === 0) {
        if (ownUnit) context.report({ node, messageId: 'noEntries', data: { from: ownUnit, unit, kind } });
        return;
      }
      context.report({
        node,
        messageId: 'frontDoor',
        data: { unit, kind, inner: inner || 'index', entries: entries.map((e) => `${unit}/${e}`).join(', ') },
      });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
