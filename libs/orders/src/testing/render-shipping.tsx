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
  orderEdit: '/user/order-edit',
  addresses: '/user/address',
} as const satisfies ShippingRoutes<'member-portal'>;

export const MERCHANT_ROUTES = {
  order: '/merchant/order',
  batchOrder: '/merchant/batch-order',
  myOrders: '/merchant/my-order',
  orderDetail: '/merchant/order-detail',
  orderEdit: '/merchant/order-edit',
  addresses: '/merchant/address',
} as const satisfies ShippingRoutes<'merchant-portal'>;

const MemberShipping = shippingRoutesProvider(MEMBER_ROUTES);
const MerchantShipping = shippingRoutesProvider(MERCHANT_ROUTES);

export interface ShippingRenderOptions extends RenderOptions {
  /** The portal around the screen (default the member portal). */
  portal?: 'member-portal' | 'merchant-portal';
}

/** `renderWithProviders` inside a portal's shipping routes, with that portal's catalog. */
export function renderShipping(ui: ReactNode, { portal = 'member-portal', ...options }: ShippingRenderOptions = {}) {
  const Shipping = portal === 'member-portal' ? MemberShipping : MerchantShipping;
  return renderWithProviders(<Shipping>{ui}</Shipping>, { loadCatalog: appCatalog(portal), ...options });
}
