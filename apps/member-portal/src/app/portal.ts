import { msg } from '@lingui/core/macro';
import { customerPortal } from '@forwarder/orders';
import { definePortal } from '@forwarder/portal-shell';
import { loadCatalog } from './load-catalog';
import { paths } from '../config/paths';

// Spec section 2, member area: one lazy page per route of the app manifest (TypeScript refuses a missing or extra
// route), named "member menu"; the menu itself, the full-width pages and the shipping routes are the customer portals'
// (`customerPortal` of @forwarder/orders, the merchant portal's too).
export const portal = definePortal({
  app: 'member-portal',
  pages: {
    '/user/center': () => import('./routes/center-page'),
    '/user/order': () => import('./routes/order-page'),
    '/user/batch-order': () => import('./routes/batch-order-page'),
    '/user/my-order': () => import('./routes/my-order-page'),
    '/user/order-detail': () => import('./routes/order-detail-page'),
    '/user/order-edit': () => import('./routes/order-edit-page'),
    '/user/address': () => import('./routes/address-page'),
    '/user/profile': () => import('./routes/profile-page'),
    '/user/merchant-datas': () => import('./routes/merchant-datas-page'),
    '/user/billing': () => import('./routes/billing-page'),
  },
  menuLabel: msg`会员菜单`,
  ...customerPortal(paths),
  loadCatalog,
});
