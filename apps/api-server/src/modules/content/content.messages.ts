import { defineMessages } from '../../i18n/messages';

export const contentMessages = defineMessages({
  'zh-Hans': {
    'Content:TooManyMessages': '留言过于频繁,请 {minutes} 分钟后再试。',
    'Content:PreviewStaffOnly': '只有工作人员可以预览未发布的内容。',
  },
  en: {
    'Content:TooManyMessages': 'You have sent too many messages. Please try again in {minutes} minutes.',
    'Content:PreviewStaffOnly': 'Only staff may preview unpublished content.',
  },
});
