import { defineMessages } from '../../i18n/messages';

export const fulfilmentMessages = defineMessages({
  'zh-Hans': {
    'Ops:MoveNotAllowed': '{waybillNumber} 当前为“{from}”，不能变为“{to}”。',
    'Ops:EventBeforeLast': '{waybillNumber} 的最新事件发生在 {time}（UTC），新事件的时间不能早于它。',
    'Ops:TimeInFuture': '事件时间不能晚于当前时间。',
    'Ops:CodeNotPostable': '事件 {code} 由系统、入库或异常操作写入，不能直接发布。',
    'Ops:NotReceivable': '{waybillNumber} 当前为“{status}”，已不能入库称重。',
    'Ops:NoOpenException': '{waybillNumber} 没有待处理的异常。',
    'Ops:ScanApplied': '已应用：{status}',
    'Ops:ScanUnknown': '未找到运单 {waybillNumber}',
    'Ops:UnknownWaybill': '未找到运单 {waybillNumber}。',
    'Ops:ScanAlreadyApplied': '已扫描过，未重复记录（{status}）',
  },
  en: {
    'Ops:MoveNotAllowed': '{waybillNumber} is {from}: it cannot move to {to}.',
    'Ops:EventBeforeLast': "{waybillNumber}'s latest event happened at {time} (UTC); a new event cannot be earlier.",
    'Ops:TimeInFuture': 'The event time cannot be in the future.',
    'Ops:CodeNotPostable': 'The event {code} is written by the system, receiving or the exception operations; it cannot be posted directly.',
    'Ops:NotReceivable': '{waybillNumber} is {status}: it can no longer be received and measured.',
    'Ops:NoOpenException': '{waybillNumber} has no open exception.',
    'Ops:ScanApplied': 'Applied: {status}',
    'Ops:ScanUnknown': 'No waybill {waybillNumber}',
    'Ops:UnknownWaybill': 'There is no waybill {waybillNumber}.',
    'Ops:ScanAlreadyApplied': 'Already scanned; not recorded twice ({status})',
  },
});
