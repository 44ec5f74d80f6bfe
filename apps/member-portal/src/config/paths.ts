import type { RouteOf } from '@forwarder/app-manifest';

// The member area's pages, unprefixed; `useLocalePath()` adds the language prefix. Each is a route of the app
// manifest (libs/app-manifest), so a renamed route breaks the build here rather than a link at run time. In
// src/config (bulletproof-react's place) so that features may import it: nothing below src/app imports src/app (lint
// zone in tools/eslint/react.json).
export const paths = {
  area: '/user',
  center: '/user/center',
  order: '/user/order',
  batchOrder: '/user/batch-order',
  myOrders: '/user/my-order',
  orderDetail: '/user/order-detail',
  orderEdit: '/user/order-edit',
  addresses: '/user/address',
  profile: '/user/profile',
  data: '/user/merchant-datas',
  billing: '/user/billing',
} as const satisfies Record<string, RouteOf<'member-portal'>>;
