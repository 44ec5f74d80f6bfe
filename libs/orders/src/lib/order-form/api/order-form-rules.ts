import { lazyResolver } from '@forwarder/i18n';
import type { OrderFormOutput, OrderFormValues } from './order-form-schema';

/** The order and order-edit forms' resolver: their rules (./order-form-schema.ts, zod) load after the first render. */
export const orderFormRules = lazyResolver<OrderFormValues, OrderFormOutput>(() =>
  import('./order-form-schema').then((module) => module.orderFormResolver),
);
