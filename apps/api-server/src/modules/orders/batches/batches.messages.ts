import { defineMessages } from '../../../i18n/messages';

export const batchesMessages = defineMessages({
  'zh-Hans': {
    'Ops:BatchMoveNotAllowed': '批次中有 {count} 个运单不能接受该事件，未写入任何记录。',
    'Ops:BatchReferenceTaken': '已有未关闭的{type} {reference}。',
    'Ops:BatchReopenClash': '{waybillNumber} 已在另一个未关闭的{type}中，不能重新打开本批次。',
    'Ops:BatchClosed': '批次 {reference} 已关闭，不能再加入运单。',
    'Ops:AddAdded': '已加入',
    'Ops:AddAlreadyInBatch': '已在本批次中',
    'Ops:AddInOtherBatch': '已在另一个未关闭的{type}中（{reference}）',
    'Ops:AddUnknown': '未找到运单 {waybillNumber}',
    'Ops:AddFinal': '运单已{status}，不能加入批次',
  },
  en: {
    'Ops:BatchMoveNotAllowed': '{count} waybill(s) of the batch cannot take this event; nothing was written.',
    'Ops:BatchReferenceTaken': 'An open {type} {reference} already exists.',
    'Ops:BatchReopenClash': '{waybillNumber} is in another open {type}: this batch cannot be reopened.',
    'Ops:BatchClosed': 'The batch {reference} is closed: it takes no more waybills.',
    'Ops:AddAdded': 'Added',
    'Ops:AddAlreadyInBatch': 'Already in this batch',
    'Ops:AddInOtherBatch': 'Already in another open {type} ({reference})',
    'Ops:AddUnknown': 'No waybill {waybillNumber}',
    'Ops:AddFinal': 'The waybill is {status}: it cannot join a batch',
  },
});
