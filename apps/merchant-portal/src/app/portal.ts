import { msg } from '@lingui/core/macro';
import { shippingRoutesProvider } from '@forwarder/orders';
import { definePortal } from '@forwarder/portal-shell';
import { loadCatalog } from './load-catalog';
import { paths } from '../config/paths';

// Spec section 2, merchant area: one lazy page per route of the app manifest (TypeScript refuses a missing or extra
// route), the merchant menu (the member menu's entries in the same order; order detail is reached from the list) and
// the full-width pages.
export const portal = definePortal({
  app: 'merchant-portal',
  pages: {
    '/merchant/center': () => import('./routes/center-page'),
    '/merchant/order': () => import('./routes/order-page'),
    '/merchant/batch-order': () => import('./routes/batch-order-page'),
    '/merchant/my-order': () => import('./routes/my-order-page'),
    '/merchant/order-detail': () => import('./routes/order-detail-page'),
    '/merchant/address': () => import('./routes/address-page'),
    '/merchant/profile': () => import('./routes/profile-page'),
    '/merchant/merchant-datas': () => import('./routes/merchant-datas-page'),
  },
  menuLabel: msg`商家菜单`,
  menu: [
    { path: paths.center, label: msg`我的主页` },
    { path: paths.order, label: msg`提交运单` },
    { path: paths.batchOrder, label: msg`批量下单` },
    { path: paths.myOrders, label: msg`我的运单`, activeOn: [paths.orderDetail] },
    { path: paths.addresses, label: msg`我的地址簿` },
    { path: paths.profile, label: msg`个人资料` },
    { path: paths.data, label: msg`数据管理` },
  ],
  // No side menu on these (as in the member area): the forms take the full width.
  fullWidthPaths: [paths.order, paths.batchOrder],
  // The shipping screens of @forwarder/orders link to this portal's pages.
  Providers: shippingRoutesProvider<'merchant-portal'>({
    order: paths.order,
    batchOrder: paths.batchOrder,
    myOrders: paths.myOrders,
    orderDetail: paths.orderDetail,
    addresses: paths.addresses,
  }),
  loadCatalog,
});
