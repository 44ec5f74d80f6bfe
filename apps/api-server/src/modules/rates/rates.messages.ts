import { defineMessages } from '../../i18n/messages';

export const ratesMessages = defineMessages({
  'zh-Hans': {
    'Rates:UnknownCountry': '没有国家代码为 {countryCode} 的国家。',
    'Rates:UnderMinWeight': '计费重量 {weight} 公斤，低于该产品的最低计费重量 {limit} 公斤',
    'Rates:OverMaxWeight': '计费重量 {weight} 公斤，超过该产品的上限 {limit} 公斤',
    'Rates:BoxOverMaxWeight': '该产品每箱实重不能超过 {limit} 公斤',
    'Rates:NoRate': '该产品暂无发往{country}的运价',
  },
  en: {
    'Rates:UnknownCountry': 'There is no country with the code {countryCode}.',
    'Rates:UnderMinWeight': 'The chargeable weight of {weight} kg is below this product’s minimum of {limit} kg',
    'Rates:OverMaxWeight': 'The chargeable weight of {weight} kg is above this product’s limit of {limit} kg',
    'Rates:BoxOverMaxWeight': 'Each box may weigh at most {limit} kg with this product',
    'Rates:NoRate': 'This product has no rate to {country} yet',
  },
});
