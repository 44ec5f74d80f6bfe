import { EnumCategory } from '@forwarder/contracts/api-f';
import { AuditEntityType, MailKind } from '@forwarder/contracts/api-ops';
import type { Locale } from '../../i18n/locale';
import { enumDisplayName } from '../system';
import type { MailDraft } from './outbox.repository';

// The mails' words, in both languages, as plain text. Each function renders one kind of mail in the recipient's
// language (decided by the caller: the customer's latest sign-in, or the request's). Links point into the public
// site with its language prefix (/en for English). They are stored as `{{site}}/path` and completed with
// PUBLIC_BASE_URL when sent or shown (completeLinks): never from a request's Host, which a client can forge, and
// writers of mail (an event posted to a batch) need no configuration.

/** Where the site's address goes in a stored mail. */
export const SITE = '{{site}}';

/** The stored text with absolute links. */
export const completeLinks = (text: string, publicBaseUrl: string): string => text.split(SITE).join(publicBaseUrl);

/** Who signs the mails: the tenant's settings (readTenantSettings). */
export interface Sender {
  displaySiteName: string;
  customerServiceMail: string;
}

const localePrefix = (locale: Locale): string => (locale === 'en' ? '/en' : '');

export const signature = (sender: Sender, locale: Locale): string =>
  locale === 'en'
    ? `${sender.displaySiteName}\nCustomer service: ${sender.customerServiceMail}`
    : `${sender.displaySiteName}\n客服邮箱：${sender.customerServiceMail}`;

/** `2026-11-20 16:30 (UTC+08:00)`: local time where it happened (the event's UTC offset), as tracking pages show it. */
export function formatEventTime(time: string, timeZone: string): string {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(timeZone);
  const offsetMinutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  const local = new Date(Date.parse(time) + offsetMinutes * 60_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC${match ? timeZone : '+00:00'})`;
}

export interface StatusMailInput {
  orderId: string;
  waybillNumber: string;
  recipient: string;
  customerName: string;
  locale: Locale;
  status: number;
  /** The event resolves an exception: `status` is the one it resumes, and the mail says the problem is over. */
  exceptionResolved: boolean;
  event: { time: string; timeZone: string; locationZh: string; locationEn: string; descriptionZh: string; descriptionEn: string };
}

function statusMailSubject(waybillNumber: string, status: string, exceptionResolved: boolean, en: boolean): string {
  if (exceptionResolved) return en ? `Waybill ${waybillNumber}: exception resolved, back to ${status}` : `运单 ${waybillNumber} 异常已解决：${status}`;
  return en ? `Waybill ${waybillNumber}: ${status}` : `运单 ${waybillNumber} 状态更新：${status}`;
}

/** A change of an order's main status (or the end of its exception), to its customer. */
export function orderStatusMail(input: StatusMailInput, sender: Sender): MailDraft {
  const { locale, waybillNumber, event, exceptionResolved } = input;
  const status = enumDisplayName(EnumCategory.OrderStatus, input.status, locale);
  const link = `${SITE}${localePrefix(locale)}/site/tracking-detail?number=${encodeURIComponent(waybillNumber)}`;
  const en = locale === 'en';
  const location = en ? event.locationEn : event.locationZh;
  const description = en ? event.descriptionEn : event.descriptionZh;
  const lines = en
    ? [
        `Dear ${input.customerName},`,
        '',
        exceptionResolved
          ? `The exception on your waybill ${waybillNumber} is resolved; it is back to: ${status}.`
          : `Your waybill ${waybillNumber} is now: ${status}.`,
        `Time: ${formatEventTime(event.time, event.timeZone)}`,
        ...(location ? [`Location: ${location}`] : []),
        ...(description ? [`Details: ${description}`] : []),
        '',
        `Full tracking: ${link}`,
        '',
        '--',
        signature(sender, locale),
        'You can choose which status changes are mailed to you on your profile page.',
      ]
    : [
        `${input.customerName}，您好：`,
        '',
        exceptionResolved ? `您的运单 ${waybillNumber} 的异常已解决，状态恢复为「${status}」。` : `您的运单 ${waybillNumber} 状态已更新为「${status}」。`,
        `时间：${formatEventTime(event.time, event.timeZone)}`,
        ...(location ? [`地点：${location}`] : []),
        ...(description ? [`说明：${description}`] : []),
        '',
        `查看完整轨迹：${link}`,
        '',
        '--',
        signature(sender, locale),
        '您可以在个人资料页面选择接收哪些状态变更邮件。',
      ];
  return {
    kind: MailKind.OrderStatus,
    recipient: input.recipient,
    locale,
    subject: statusMailSubject(waybillNumber, status, exceptionResolved, en),
    text: lines.join('\n'),
    related: { type: AuditEntityType.Order, id: input.orderId, label: waybillNumber },
  };
}

export interface ContactReplyInput {
  messageId: string;
  recipient: string;
  name: string;
  subject: string | null;
  content: string;
  creationTime: string;
  reply: string;
  locale: Locale;
}

const quote = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/** A staff reply to a contact message, quoting the message. */
export function contactReplyMail(input: ContactReplyInput, sender: Sender): MailDraft {
  const en = input.locale === 'en';
  const subject = input.subject ? `Re: ${input.subject}` : en ? 'Re: your message' : '回复：您的留言';
  const date = input.creationTime.slice(0, 10);
  const lines = [
    en ? `Dear ${input.name},` : `${input.name}，您好：`,
    '',
    input.reply.trim(),
    '',
    en ? `Your message of ${date}:` : `您于 ${date} 的留言：`,
    quote(input.content),
    '',
    '--',
    signature(sender, input.locale),
  ];
  return {
    kind: MailKind.ContactReply,
    recipient: input.recipient,
    locale: input.locale,
    subject,
    text: lines.join('\n'),
    related: { type: AuditEntityType.Message, id: input.messageId, label: `${input.name} <${input.recipient}>` },
  };
}

export interface PasswordResetMailInput {
  userId: string;
  userName: string;
  recipient: string;
  locale: Locale;
  token: string;
  validMinutes: number;
}

/** The public site's page that takes a reset token (the contract's requestPasswordReset names it). */
export const resetPasswordLink = (locale: Locale, token: string): string => `${SITE}${localePrefix(locale)}/reset-password?token=${encodeURIComponent(token)}`;

/** A single-use password reset link (forgotten password, or sent by staff). */
export function passwordResetMail(input: PasswordResetMailInput, sender: Sender): MailDraft {
  const en = input.locale === 'en';
  const link = resetPasswordLink(input.locale, input.token);
  const lines = en
    ? [
        `Dear ${input.userName},`,
        '',
        `Someone asked to reset the password of the account ${input.userName}. To choose a new password, open this`,
        `link within ${input.validMinutes} minutes (it works once):`,
        link,
        '',
        'If it was not you, ignore this mail: your password stays as it is.',
        '',
        '--',
        signature(sender, input.locale),
      ]
    : [
        `${input.userName}，您好：`,
        '',
        `我们收到了重置账户 ${input.userName} 密码的请求。请在 ${input.validMinutes} 分钟内打开下面的链接设置新密码（链接只能使用一次）：`,
        link,
        '',
        '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
        '',
        '--',
        signature(sender, input.locale),
      ];
  return {
    kind: MailKind.PasswordReset,
    recipient: input.recipient,
    locale: input.locale,
    subject: en ? 'Reset your password' : '重置您的密码',
    text: lines.join('\n'),
    related: { type: AuditEntityType.Customer, id: input.userId, label: input.userName },
  };
}

/** The text staff may read: a reset mail's token is hidden (whoever holds it could take the account over). */
export const redactedText = (kind: string, text: string): string =>
  kind === MailKind.PasswordReset ? text.replace(/token=[^\s&]+/g, 'token=…') : text;
