import { defineModule } from '../define-module';
import { shippingProductsHandlers } from './shipping-products.handlers';
import { shippingProductsMessages } from './shipping-products.messages';

/** Shipping products (routings) and their rate sheets, edited by admins; the rates module prices with them. */
export const shippingProductsModule = defineModule({
  name: 'shipping-products',
  handlers: { 'api-ops': shippingProductsHandlers },
  messages: shippingProductsMessages,
});
