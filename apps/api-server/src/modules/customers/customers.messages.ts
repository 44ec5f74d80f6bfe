import { defineMessages } from '../../i18n/messages';

export const customersMessages = defineMessages({
  'zh-Hans': {
    'Customers:InvalidMerchantId': '商户号为 M 加 6 位数字，例如 M100001。',
    'Customers:MerchantIdTaken': '商户号 {merchantId} 已被使用。',
    'Customers:MerchantIdForMerchants': '只有商户才有商户号。',
    'Ops:CustomerHasNoEmail': '该客户没有电子邮箱地址，无法发送重置链接，请改用临时密码。',
    'Ops:CustomerDisabled': '该客户账号已停用，请先启用再重置密码。',
  },
  en: {
    'Customers:InvalidMerchantId': 'A merchant id is "M" followed by 6 digits, e.g. M100001.',
    'Customers:MerchantIdTaken': 'The merchant id {merchantId} is taken.',
    'Customers:MerchantIdForMerchants': 'Only merchants have a merchant id.',
    'Ops:CustomerHasNoEmail': 'This customer has no e-mail address: give a temporary password instead.',
    'Ops:CustomerDisabled': 'This customer is disabled: enable the account before resetting its password.',
  },
});
