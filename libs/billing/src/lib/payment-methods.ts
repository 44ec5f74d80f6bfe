import type { PaymentMethod } from '@forwarder/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The contract's values written out (checked against its PaymentMethod type) rather than read from its enum object:
// the console imports these too, and the customer contract's enum object would then be one more export of the
// console's entry chunk, on every route's first load.

/** Every way money is paid, in the order a form lists them. */
export const PAYMENT_METHODS = ['bank-transfer', 'alipay', 'wechat-pay', 'cash', 'other'] as const satisfies readonly PaymentMethod[];

/** How money was paid in both languages (the contract has no display names for its PaymentMethod). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  'bank-transfer': msg`银行转账`,
  alipay: msg`支付宝`,
  'wechat-pay': msg`微信支付`,
  cash: msg`现金`,
  other: msg`其他`,
};
