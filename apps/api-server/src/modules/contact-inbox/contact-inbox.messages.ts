import { defineMessages } from '../../i18n/messages';

export const contactInboxMessages = defineMessages({
  'zh-Hans': {
    'Ops:MessageAlreadyHandled': '该留言已由 {userName} 标记为已处理。',
    'Ops:MessageNotHandled': '该留言尚未处理，无需重新打开。',
    'Ops:ReplyRequired': '请填写回复内容。',
  },
  en: {
    'Ops:MessageAlreadyHandled': '{userName} has already marked this message handled.',
    'Ops:MessageNotHandled': 'This message is not handled: there is nothing to reopen.',
    'Ops:ReplyRequired': 'Please write the reply.',
  },
});
