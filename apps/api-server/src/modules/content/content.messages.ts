import { defineMessages } from '../../i18n/messages';

export const contentMessages = defineMessages({
  'zh-Hans': {
    'Content:TooManyMessages': '留言过于频繁,请 {minutes} 分钟后再试。',
  },
  en: {
    'Content:TooManyMessages': 'You have sent too many messages. Please try again in {minutes} minutes.',
  },
});
