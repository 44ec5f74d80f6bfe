import { defineMessages } from '../../i18n/messages';

export const customersMessages = defineMessages({
  'zh-Hans': {
    'Customers:InvalidMerchantId': '商户号为 M 加 6 位数字，例如 M100001。',
    'Customers:MerchantIdTaken': '商户号 {merchantId} 已被使用。',
    'Customers:MerchantIdForMerchants': '只有商户才有商户号。',
  },
  en: {
    'Customers:InvalidMerchantId': 'A merchant id is "M" followed by 6 digits, e.g. M100001.',
    'Customers:MerchantIdTaken': 'The merchant id {merchantId} is taken.',
    'Customers:MerchantIdForMerchants': 'Only merchants have a merchant id.',
  },
});
