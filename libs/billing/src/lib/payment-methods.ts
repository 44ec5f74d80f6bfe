import { PaymentMethod } from '@forwarder/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Every way money is paid, in the order a form lists them. */
export const PAYMENT_METHODS = [PaymentMethod.BankTransfer, PaymentMethod.Alipay, PaymentMethod.WechatPay, PaymentMethod.Cash, PaymentMethod.Other] as const;

/** How money was paid in both languages (the contract has no display names for its PaymentMethod). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  [PaymentMethod.BankTransfer]: msg`银行转账`,
  [PaymentMethod.Alipay]: msg`支付宝`,
  [PaymentMethod.WechatPay]: msg`微信支付`,
  [PaymentMethod.Cash]: msg`现金`,
  [PaymentMethod.Other]: msg`其他`,
};
