import { isOrderId } from '../shipping-paths/order-id';
import type { ShippingPaths } from '../shipping-paths/shipping-paths';

/** The order form's search parameter naming the order to copy (`/user/order?copy=<id>`). */
export const COPY_PARAM = 'copy';

/** The portal's order form pre-filled from an order ("copy as new order"), unprefixed like the routes. */
export function copyOrderPath(paths: Pick<ShippingPaths, 'order'>, id: string): string {
  return `${paths.order}?${COPY_PARAM}=${encodeURIComponent(id)}`;
}

/** The order to copy that the form's URL names, or null (none, or not an id: the plain form). */
export function orderToCopy(params: URLSearchParams): string | null {
  const id = params.get(COPY_PARAM);
  return id && isOrderId(id) ? id : null;
}
