import { defineMessages, type MessageDictionary } from '../../i18n/messages';
import { batchesMessages } from './batches/batches.messages';
import { documentsMessages } from './documents/documents.messages';
import { eventImportMessages } from './event-import/event-import.messages';

// The texts of orders: placing and cancelling them (Logistics:), and moving them (Ops:, the console's keys). The
// sub-folders with many of their own (batches, documents, the event import) keep them beside their code; the
// module registers them all as one dictionary (ordersMessages).

const orderMessages = defineMessages({
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
    'Logistics:EditNotAllowed': '运单 {waybillNumber} 当前状态为“{status}”，已不能修改：只有已下单、尚未入库的运单可以修改。如需更改，请联系客服。',
    'Logistics:TransportModeFixed': '修改订单时只能改选同一运输方式的线路：运单号已按运输方式编号。如需改为其他运输方式，请取消后重新下单。',
    'Ops:MoveNotAllowed': '{waybillNumber} 当前为“{from}”，不能变为“{to}”。',
    'Ops:EventBeforeLast': '{waybillNumber} 的最新事件发生在 {time}（UTC），新事件的时间不能早于它。',
    'Ops:AwaitingPayment': '{waybillNumber} 待付款，不能出库：客户需充值 {amount}（或由管理员解除）。',
    'Ops:TimeInFuture': '事件时间不能晚于当前时间。',
    'Ops:CodeNotPostable': '事件 {code} 由系统、入库或异常操作写入，不能直接发布。',
    'Ops:NotReceivable': '{waybillNumber} 当前为“{status}”，已不能入库称重。',
    'Ops:NoOpenException': '{waybillNumber} 没有待处理的异常。',
    'Ops:ShortDelivery': '{waybillNumber} 申报 {declared} 件，只收到 {received} 件：确认少件后才能入库，运单随即转为“少件”异常，客户会看到。',
    'Ops:ScanApplied': '已应用：{status}',
    'Ops:ScanUnknown': '未找到运单 {waybillNumber}',
    'Ops:UnknownWaybill': '未找到运单 {waybillNumber}。',
    'Ops:ScanAlreadyApplied': '已扫描过，未重复记录（{status}）',
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
    'Logistics:EditNotAllowed': 'Waybill {waybillNumber} has the status “{status}” and can no longer be edited: only submitted orders not yet received at the warehouse can. Please contact customer service to change it.',
    'Logistics:TransportModeFixed': 'An order can only be moved to a route of the same transport mode: its waybill number was issued for that mode. To ship it another way, cancel it and place a new order.',
    'Ops:MoveNotAllowed': '{waybillNumber} is {from}: it cannot move to {to}.',
    'Ops:EventBeforeLast': "{waybillNumber}'s latest event happened at {time} (UTC); a new event cannot be earlier.",
    'Ops:AwaitingPayment': '{waybillNumber} is awaiting payment and cannot leave the warehouse: the customer is to top up {amount} (or an admin releases it).',
    'Ops:TimeInFuture': 'The event time cannot be in the future.',
    'Ops:CodeNotPostable': 'The event {code} is written by the system, receiving or the exception operations; it cannot be posted directly.',
    'Ops:NotReceivable': '{waybillNumber} is {status}: it can no longer be received and measured.',
    'Ops:NoOpenException': '{waybillNumber} has no open exception.',
    'Ops:ShortDelivery': '{waybillNumber}: {received} of {declared} declared boxes received. It is received only once the short delivery is confirmed, and is then held in exception "Short delivery", which the customer sees.',
    'Ops:ScanApplied': 'Applied: {status}',
    'Ops:ScanUnknown': 'No waybill {waybillNumber}',
    'Ops:UnknownWaybill': 'There is no waybill {waybillNumber}.',
    'Ops:ScanAlreadyApplied': 'Already scanned; not recorded twice ({status})',
  },
});

const dictionaries = [orderMessages, batchesMessages, documentsMessages, eventImportMessages];

export const ordersMessages: MessageDictionary = {
  'zh-Hans': Object.assign({}, ...dictionaries.map((d) => d['zh-Hans'])),
  en: Object.assign({}, ...dictionaries.map((d) => d.en)),
};
