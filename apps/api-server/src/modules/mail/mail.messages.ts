import { defineMessages } from '../../i18n/messages';

export const mailMessages = defineMessages({
  'zh-Hans': {
    'Ops:MailNotFailed': '只有发送失败的邮件可以重新发送。',
    'Ops:MailNotRetriable': '密码重置邮件不能重新发送，请发送新的重置链接。',
    'Ops:MailNotConfigured': '尚未配置邮件发送（SMTP_URL），无法发送邮件。',
  },
  en: {
    'Ops:MailNotFailed': 'Only a failed mail can be sent again.',
    'Ops:MailNotRetriable': 'A password reset mail is not sent again: send a new reset link instead.',
    'Ops:MailNotConfigured': 'Mail is not configured (SMTP_URL): nothing can be sent.',
  },
});
