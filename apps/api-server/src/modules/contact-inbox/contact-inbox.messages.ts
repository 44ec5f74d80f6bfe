import { defineMessages } from '../../i18n/messages';

// The contact form's limit (Content:, its key since the form was the content module's) and the staff's inbox (Ops:).
export const contactInboxMessages = defineMessages({
  'zh-Hans': {
    'Content:TooManyMessages': '留言过于频繁,请 {minutes} 分钟后再试。',
    'Ops:MessageAlreadyHandled': '该留言已由 {userName} 标记为已处理。',
    'Ops:MessageNotHandled': '该留言尚未处理，无需重新打开。',
    'Ops:ReplyRequired': '请填写回复内容。',
  },
  en: {
    'Content:TooManyMessages': 'You have sent too many messages. Please try again in {minutes} minutes.',
    'Ops:MessageAlreadyHandled': '{userName} has already marked this message handled.',
    'Ops:MessageNotHandled': 'This message is not handled: there is nothing to reopen.',
    'Ops:ReplyRequired': 'Please write the reply.',
  },
});
