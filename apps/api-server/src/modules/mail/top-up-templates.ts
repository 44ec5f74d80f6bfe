import { AuditEntityType, MailKind } from '@forwarder/contracts/api-ops';
import type { Locale } from '../../i18n/locale';
import type { MailDraft } from './outbox.repository';
import { signature, type Sender } from './templates';

// The mails that answer a customer's top-up notice (issue 29): staff confirmed it (the money is on the account: the
// amount and the new balance) or rejected it (the reason, as staff wrote it). Amounts come formatted by billing, which
// knows each currency's decimals.

export interface TopUpMailInput {
  customerId: string;
  customerUserName: string;
  customerName: string;
  recipient: string;
  locale: Locale;
  /** The notice's amount with its currency, e.g. `CNY 1,000.00`. */
  amount: string;
  reference: string;
  transferredOn: string;
  outcome: { confirmed: true; balance: string } | { confirmed: false; reason: string };
}

function outcomeLines(input: TopUpMailInput, en: boolean): string[] {
  const { outcome, amount, reference, transferredOn } = input;
  if (outcome.confirmed) {
    return en
      ? [`We have received your top-up of ${amount} (reference ${reference}, sent on ${transferredOn}): it is now on your account.`, `Your balance: ${outcome.balance}`]
      : [`您于 ${transferredOn} 的充值 ${amount}（流水号 ${reference}）已确认到账。`, `当前余额：${outcome.balance}`];
  }
  return en
    ? [`We could not confirm your top-up of ${amount} (reference ${reference}, sent on ${transferredOn}).`, `Reason: ${outcome.reason}`, '', 'If you think this is a mistake, please contact customer service or send a new notice.']
    : [`您于 ${transferredOn} 提交的充值 ${amount}（流水号 ${reference}）未能确认。`, `原因：${outcome.reason}`, '', '如有疑问，请联系客服或重新提交充值通知。'];
}

/** Staff's decision on a top-up notice, to its customer. */
export function topUpDecisionMail(input: TopUpMailInput, sender: Sender): MailDraft {
  const en = input.locale === 'en';
  const confirmed = input.outcome.confirmed;
  const subject = en ? (confirmed ? `Top-up of ${input.amount} received` : `Top-up of ${input.amount} not confirmed`) : confirmed ? `充值 ${input.amount} 已到账` : `充值 ${input.amount} 未能确认`;
  const lines = [
    en ? `Dear ${input.customerName},` : `${input.customerName}，您好：`,
    '',
    ...outcomeLines(input, en),
    '',
    '--',
    signature(sender, input.locale),
  ];
  return {
    kind: confirmed ? MailKind.TopUpConfirmed : MailKind.TopUpRejected,
    recipient: input.recipient,
    locale: input.locale,
    subject,
    text: lines.join('\n'),
    related: { type: AuditEntityType.Customer, id: input.customerId, label: input.customerUserName },
  };
}
