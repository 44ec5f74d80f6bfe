// For the lib's specs only (not exported, not in the lib's build): the screens as a portal shows them, inside its
// shipping routes and with its real catalog (the lib's messages live in the portals' catalogs).
import { appCatalog, renderWithProviders, type RenderOptions } from '@forwarder/testing';
import type { ReactNode } from 'react';
import { shippingRoutesProvider, type ShippingRoutes } from '../lib/shipping-paths/shipping-paths';

export const MEMBER_ROUTES = {
  order: '/user/order',
  batchOrder: '/user/batch-order',
  myOrders: '/user/my-order',
  orderDetail: '/user/order-detail',
  addresses: '/user/address',
} as const satisfies ShippingRoutes<'member-portal'>;

const MemberShipping = shippingRoutesProvider(MEMBER_ROUTES);

/** `renderWithProviders` inside the member portal's shipping routes, with its catalog. */
export function renderShipping(ui: ReactNode, options: RenderOptions = {}) {
  return renderWithProviders(<MemberShipping>{ui}</MemberShipping>, { loadCatalog: appCatalog('member-portal'), ...options });
}
