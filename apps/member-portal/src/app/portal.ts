import { msg } from '@lingui/core/macro';
import { shippingRoutesProvider } from '@forwarder/orders';
import { definePortal } from '@forwarder/portal-shell';
import { loadCatalog } from './load-catalog';
import { paths } from '../config/paths';

// Spec section 2, member area: one lazy page per route of the app manifest (TypeScript refuses a missing or extra
// route), the member menu (order detail is reached from the list, not the menu), and the full-width pages.
export const portal = definePortal({
  app: 'member-portal',
  pages: {
    '/user/center': () => import('./routes/center-page'),
    '/user/order': () => import('./routes/order-page'),
    '/user/batch-order': () => import('./routes/batch-order-page'),
    '/user/my-order': () => import('./routes/my-order-page'),
    '/user/order-detail': () => import('./routes/order-detail-page'),
    '/user/address': () => import('./routes/address-page'),
    '/user/profile': () => import('./routes/profile-page'),
    '/user/merchant-datas': () => import('./routes/merchant-datas-page'),
  },
  menuLabel: msg`会员菜单`,
  menu: [
    { path: paths.center, label: msg`我的主页` },
    { path: paths.order, label: msg`提交运单` },
    { path: paths.batchOrder, label: msg`批量下单` },
    { path: paths.myOrders, label: msg`我的运单`, activeOn: [paths.orderDetail] },
    { path: paths.addresses, label: msg`我的地址簿` },
    { path: paths.profile, label: msg`个人资料` },
    { path: paths.data, label: msg`数据管理` },
  ],
  // No side menu on these (spec): the forms take the full width.
  fullWidthPaths: [paths.order, paths.batchOrder],
  // The shipping screens of @forwarder/orders link to this portal's pages.
  Providers: shippingRoutesProvider<'member-portal'>({
    order: paths.order,
    batchOrder: paths.batchOrder,
    myOrders: paths.myOrders,
    orderDetail: paths.orderDetail,
    addresses: paths.addresses,
  }),
  loadCatalog,
});
