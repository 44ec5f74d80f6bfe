import { apiOps } from '../../contracts/api-ops';
import { shippingProductsHandlers } from './shipping-products.handlers';
import { shippingProductsMessages } from './shipping-products.messages';

/** Shipping products (routings) and their rate sheets, edited by admins; the rates module prices with them. */
export const shippingProductsModule = apiOps.defineModule({
  name: 'shipping-products',
  handlers: shippingProductsHandlers,
  messages: shippingProductsMessages,
});
