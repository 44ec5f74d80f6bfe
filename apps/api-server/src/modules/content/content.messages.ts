import { defineMessages } from '../../i18n/messages';

export const contentMessages = defineMessages({
  'zh-Hans': {
    'Content:TooManyMessages': '留言过于频繁,请 {minutes} 分钟后再试。',
    'Content:PreviewStaffOnly': '只有货代公司的员工才能预览未发布的内容。',
  },
  en: {
    'Content:TooManyMessages': 'You have sent too many messages. Please try again in {minutes} minutes.',
    'Content:PreviewStaffOnly': "Only the forwarder's staff can preview unpublished content.",
  },
});
