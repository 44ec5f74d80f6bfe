import type { AppName, RouteOf } from '@forwarder/app-manifest';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** The shipping pages every portal that ships has, by role. */
export type ShippingPage = 'order' | 'batchOrder' | 'myOrders' | 'orderDetail' | 'orderEdit' | 'addresses';

/**
 * Where a portal mounts the shipping pages, unprefixed (`useLocalePath()` adds the language): each is a route of that
 * portal in the app manifest, so a renamed route breaks the portal's build rather than a link at run time.
 */
export type ShippingRoutes<Name extends AppName = AppName> = Readonly<Record<ShippingPage, RouteOf<Name>>>;

/** The routes of the portal around the screen, plus an order's detail and edit pages (`?id=`). */
export interface ShippingPaths extends ShippingRoutes {
  orderDetailOf(id: string): string;
  orderEditOf(id: string): string;
}

// No default: a portal that forgets to provide its routes fails on the first link instead of linking to another
// portal's pages.
const ShippingRoutesContext = createContext<ShippingRoutes | null>(null);

/**
 * The provider a portal wraps its pages in, once (`definePortal({ Providers })`): the screens of this lib link to
 * each other through it and never import an app.
 */
export function shippingRoutesProvider<Name extends AppName>(routes: ShippingRoutes<Name>): ComponentType<{ children: ReactNode }> {
  function ShippingRoutesProvider({ children }: { children: ReactNode }) {
    return <ShippingRoutesContext.Provider value={routes}>{children}</ShippingRoutesContext.Provider>;
  }
  return ShippingRoutesProvider;
}

/** The shipping pages of the current portal. */
export function useShippingPaths(): ShippingPaths {
  const routes = useContext(ShippingRoutesContext);
  if (!routes) throw new Error('useShippingPaths: no shipping routes provided (shippingRoutesProvider in the portal definition)');
  return { ...routes, orderDetailOf: (id) => orderDetailPath(routes, id), orderEditOf: (id) => `${routes.orderEdit}?id=${encodeURIComponent(id)}` };
}

/** An order's detail page (`?id=`), unprefixed like the routes. */
export function orderDetailPath(routes: Pick<ShippingRoutes, 'orderDetail'>, id: string): string {
  return `${routes.orderDetail}?id=${encodeURIComponent(id)}`;
}
