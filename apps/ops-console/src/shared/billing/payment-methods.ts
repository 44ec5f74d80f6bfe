import { PaymentMethod } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** How money was paid, as staff read it (the contract has no display names for its PaymentMethod). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  [PaymentMethod.BankTransfer]: msg`银行转账`,
  [PaymentMethod.Alipay]: msg`支付宝`,
  [PaymentMethod.WechatPay]: msg`微信支付`,
  [PaymentMethod.Cash]: msg`现金`,
  [PaymentMethod.Other]: msg`其他`,
};
