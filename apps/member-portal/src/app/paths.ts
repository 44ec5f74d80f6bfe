// The member area's pages, unprefixed; `useLocalePath()` adds the language prefix.
export const paths = {
  area: '/user',
  center: '/user/center',
  order: '/user/order',
  batchOrder: '/user/batch-order',
  myOrders: '/user/my-order',
  orderDetail: '/user/order-detail',
  addresses: '/user/address',
  profile: '/user/profile',
  data: '/user/merchant-datas',
} as const;

/** An order's detail page (`?id=`), unprefixed like `paths`. */
export const orderDetailPath = (id: string): string => `${paths.orderDetail}?id=${encodeURIComponent(id)}`;

/** Pages where content takes the full width (spec: no side menu on these). */
export const fullWidthPaths: readonly string[] = [paths.order, paths.batchOrder];
