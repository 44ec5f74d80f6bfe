import type { AppName, RouteOf } from '@forwarder/app-manifest';
import { msg } from '@lingui/core/macro';
import { shippingRoutesProvider, type ShippingPage } from './shipping-paths';

/** A customer portal's menu pages by role: this lib's shipping pages, plus the centre, the profile, data management and billing. */
export type CustomerPage = ShippingPage | 'center' | 'profile' | 'data' | 'billing';

/**
 * What the member and merchant portals define alike (spec section 2; the same menu since issue 27 gave merchants the
 * profile page): the side menu in one order (the order detail and edit pages, reached from the list, highlight My waybills), the
 * order forms (new, batch, edit) at full width (no side menu), and the provider of the shipping routes the screens link through. Each
 * portal spreads it into `definePortal` with its own paths (`paths` of its src/config, routes of its manifest entry).
 */
export function customerPortal<Route extends RouteOf<AppName>>(paths: Readonly<Record<CustomerPage, Route>>) {
  return {
    menu: [
      { path: paths.center, label: msg`我的主页` },
      { path: paths.order, label: msg`提交运单` },
      { path: paths.batchOrder, label: msg`批量下单` },
      { path: paths.myOrders, label: msg`我的运单`, activeOn: [paths.orderDetail, paths.orderEdit] },
      { path: paths.addresses, label: msg`我的地址簿` },
      { path: paths.billing, label: msg`账单` },
      { path: paths.profile, label: msg`个人资料` },
      { path: paths.data, label: msg`数据管理` },
    ],
    fullWidthPaths: [paths.order, paths.batchOrder, paths.orderEdit],
    Providers: shippingRoutesProvider(paths),
  };
}
