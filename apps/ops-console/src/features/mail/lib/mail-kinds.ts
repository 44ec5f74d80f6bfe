import { MailKind } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What each kind of mail is, for the outbox's filter and rows (the contract has no display names for them). */
export const MAIL_KINDS: Record<MailKind, MessageDescriptor> = {
  [MailKind.OrderStatus]: msg`运单状态通知`,
  [MailKind.ContactReply]: msg`留言回复`,
  [MailKind.PasswordReset]: msg`密码重置链接`,
  [MailKind.OrderHeld]: msg`运单待付款通知`,
  [MailKind.OrderReleased]: msg`运单解除待付款通知`,
  [MailKind.TopUpConfirmed]: msg`充值已确认`,
  [MailKind.TopUpRejected]: msg`充值未确认`,
};

/** The language a mail is written in (`locale`), short enough for a table cell. */
export const MAIL_LOCALES: Record<'zh-Hans' | 'en', MessageDescriptor> = {
  'zh-Hans': msg`中文`,
  en: msg`英文`,
};
