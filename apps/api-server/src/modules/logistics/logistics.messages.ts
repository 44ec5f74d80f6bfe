import { defineMessages } from '../../i18n/messages';

export const logisticsMessages = defineMessages({
  'zh-Hans': {
    'Logistics:RoutingNotAvailable': '所选线路不存在或已停用。',
    'Logistics:DestinationNotServed': '线路 {routing} 不派送到 {country}。',
    'Logistics:OverweightForRouting': '计费重量 {weight} kg 超过线路上限 {limit} kg。',
    'Logistics:UnderweightForRouting': '计费重量 {weight} kg 低于线路的最低计费重量 {limit} kg。',
    'Logistics:BoxOverweightForRouting': '该线路每箱实重不能超过 {limit} kg。',
    'Logistics:MixedCurrency': '同一订单的申报币种必须一致(应为 {currency})。',
    'Logistics:InvalidCurrency': '不支持的币种 {currency}。',
    'Logistics:InvalidHsCode': 'HS 编码应为 6 到 10 位数字。',
    'Logistics:EnglishItemNameRequired': '请填写英文品名:面单和报关单据上，海关与承运商读的是英文品名。',
    'Logistics:TooManyTrackingNumbers': '每次最多查询 {limit} 个运单号。',
    'Logistics:CancelNotAllowed': '运单 {waybillNumber} 当前状态为“{status}”，已不能取消：只有已下单、尚未入库的运单可以取消。如需取消，请联系客服。',
  },
  en: {
    'Logistics:RoutingNotAvailable': 'The selected route does not exist or is no longer available.',
    'Logistics:DestinationNotServed': 'The route {routing} does not deliver to {country}.',
    'Logistics:OverweightForRouting': 'The chargeable weight {weight} kg exceeds the route limit of {limit} kg.',
    'Logistics:UnderweightForRouting': 'The chargeable weight {weight} kg is below the route minimum of {limit} kg.',
    'Logistics:BoxOverweightForRouting': 'Each box of this route may weigh at most {limit} kg.',
    'Logistics:MixedCurrency': 'All declared items of an order must use the same currency ({currency}).',
    'Logistics:InvalidCurrency': 'The currency {currency} is not supported.',
    'Logistics:InvalidHsCode': 'The HS code must have 6 to 10 digits.',
    'Logistics:EnglishItemNameRequired': 'Enter the item name in English: customs officers and carriers read it on the labels and customs papers.',
    'Logistics:TooManyTrackingNumbers': 'At most {limit} waybill numbers can be tracked at once.',
    'Logistics:CancelNotAllowed': 'Waybill {waybillNumber} has the status “{status}” and can no longer be cancelled: only submitted orders not yet received at the warehouse can. Please contact customer service to cancel it.',
  },
});
