import { msg } from '@lingui/core/macro';
import { customerPortal } from '@forwarder/orders';
import { definePortal } from '@forwarder/portal-shell';
import { loadCatalog } from './load-catalog';
import { paths } from '../config/paths';

// Spec section 2, merchant area: one lazy page per route of the app manifest (TypeScript refuses a missing or extra
// route), named "merchant menu"; the menu itself, the full-width pages and the shipping routes are the customer
// portals' (`customerPortal` of @forwarder/orders, the member portal's too).
export const portal = definePortal({
  app: 'merchant-portal',
  pages: {
    '/merchant/center': () => import('./routes/center-page'),
    '/merchant/order': () => import('./routes/order-page'),
    '/merchant/batch-order': () => import('./routes/batch-order-page'),
    '/merchant/my-order': () => import('./routes/my-order-page'),
    '/merchant/order-detail': () => import('./routes/order-detail-page'),
    '/merchant/order-edit': () => import('./routes/order-edit-page'),
    '/merchant/address': () => import('./routes/address-page'),
    '/merchant/profile': () => import('./routes/profile-page'),
    '/merchant/merchant-datas': () => import('./routes/merchant-datas-page'),
    '/merchant/billing': () => import('./routes/billing-page'),
  },
  menuLabel: msg`商家菜单`,
  ...customerPortal(paths),
  loadCatalog,
});
