// RuleTester runs each case as a Jest test (it finds describe/it on the global object).
const path = require('node:path');
const { RuleTester } = require('eslint');
const rule = require('./folder-boundaries');

const root = path.resolve(__dirname, '../../..');
const app = path.join(root, 'apps/member-portal/src');
const server = path.join(root, 'apps/api-server/src');
const features = { root: 'src/features', sealedSiblings: ['shared'] };
const modules = { root: 'src/modules', entries: ['index'], testEntries: ['testing'], checkOutside: true };

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('folder-boundaries', rule, {
  valid: [
    { filename: `${app}/features/orders/components/a.tsx`, code: "import x from './b'; import y from '../lib/c';", options: [features] },
    { filename: `${app}/app/routes/a.tsx`, code: "import x from '../../features/orders/components/order-list';", options: [features] },
    { filename: `${app}/features/orders/components/a.tsx`, code: "import x from '../../../shared/party/party-fields';", options: [features] },
    { filename: `${app}/features/orders/components/a.tsx`, code: "import x from '@forwarder/ui';", options: [features] },
    { filename: `${server}/modules/logistics/orders.service.ts`, code: "import { x } from '../regions';", options: [modules] },
    { filename: `${server}/modules/logistics/orders.service.ts`, code: "import { x } from '../regions/index';", options: [modules] },
    { filename: `${server}/modules/logistics/logistics.spec.ts`, code: "import { x } from '../accounts/testing/accounts-fixtures';", options: [modules] },
    { filename: `${server}/server.ts`, code: "import { x } from './modules/define-module';", options: [modules] },
  ],
  invalid: [
    {
      filename: `${app}/features/orders/components/a.tsx`,
      code: "import x from '../../region-cascade/components/region-cascade';",
      options: [features],
      errors: [{ messageId: 'noEntries' }],
    },
    {
      filename: `${app}/features/orders/components/a.tsx`,
      code: "const x = import('../../region-cascade/components/region-cascade');",
      options: [features],
      errors: [{ messageId: 'noEntries' }],
    },
    {
      filename: `${app}/shared/party/party-fields.tsx`,
      code: "import x from '../../features/region-cascade/components/region-cascade';",
      options: [features],
      errors: [{ messageId: 'sealed' }],
    },
    {
      filename: `${server}/modules/logistics/orders.service.ts`,
      code: "export { x } from '../regions/region-chain';",
      options: [modules],
      errors: [{ messageId: 'frontDoor' }],
    },
    {
      filename: `${server}/http/app.ts`,
      code: "import { x } from '../modules/regions/region-chain';",
      options: [modules],
      errors: [{ messageId: 'frontDoor' }],
    },
    {
      filename: `${server}/modules/logistics/orders.service.ts`,
      code: "import { x } from '../accounts/testing/accounts-fixtures';",
      options: [modules],
      errors: [{ messageId: 'frontDoor' }],
    },
  ],
});
