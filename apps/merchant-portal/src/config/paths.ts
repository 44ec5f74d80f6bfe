import type { RouteOf } from '@forwarder/app-manifest';

// The merchant area's pages, unprefixed; `useLocalePath()` adds the language prefix. Each is a route of the app
// manifest (libs/app-manifest), so a renamed route breaks the build here rather than a link at run time. In
// src/config (bulletproof-react's place) so that features may import it: nothing below src/app imports src/app (lint
// zone in tools/eslint/react.json).
export const paths = {
  area: '/merchant',
  center: '/merchant/center',
  order: '/merchant/order',
  batchOrder: '/merchant/batch-order',
  myOrders: '/merchant/my-order',
  orderDetail: '/merchant/order-detail',
  orderEdit: '/merchant/order-edit',
  addresses: '/merchant/address',
  profile: '/merchant/profile',
  data: '/merchant/merchant-datas',
  billing: '/merchant/billing',
} as const satisfies Record<string, RouteOf<'merchant-portal'>>;
