import { msg } from '@lingui/core/macro';
import { definePortal } from '@forwarder/portal-shell';
import { loadCatalog } from './load-catalog';
import { paths } from './paths';

// Spec section 2, merchant area: one lazy page per route of the app manifest (TypeScript refuses a missing or extra
// route) and the merchant menu.
export const portal = definePortal({
  app: 'merchant-portal',
  pages: {
    '/merchant/center': () => import('./routes/center-page'),
    '/merchant/merchant-datas': () => import('./routes/merchant-datas-page'),
  },
  menuLabel: msg`商家菜单`,
  menu: [
    { path: paths.center, label: msg`我的主页` },
    { path: paths.data, label: msg`数据管理` },
  ],
  loadCatalog,
});
