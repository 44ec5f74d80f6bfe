import { AuditEntityType, MailKind } from '@forwarder/contracts/api-ops';
import type { Locale } from '../../i18n/locale';
import type { MailDraft } from './outbox.repository';
import { localePrefix, signature, SITE, type Sender } from './templates';

// Pay before dispatch (issue 29): an order held for payment at receiving, and its release, told to its customer in
// their language. The amounts come formatted (`CNY 511.00`) from the billing module, which decides them.

export interface HoldMailInput {
  orderId: string;
  waybillNumber: string;
  recipient: string;
  customerName: string;
  locale: Locale;
  /** Held: what the customer is to top up for the order to leave. */
  amountDue: string;
}

const trackingLink = (locale: Locale, waybillNumber: string): string =>
  `${SITE}${localePrefix(locale)}/site/tracking-detail?number=${encodeURIComponent(waybillNumber)}`;

function holdMail(input: Omit<HoldMailInput, 'amountDue'>, kind: MailKind, subject: string, body: string[], sender: Sender): MailDraft {
  const en = input.locale === 'en';
  const lines = [
    en ? `Dear ${input.customerName},` : `${input.customerName}，您好：`,
    '',
    ...body,
    '',
    `${en ? 'Tracking' : '查看轨迹'}: ${trackingLink(input.locale, input.waybillNumber)}`,
    '',
    '--',
    signature(sender, input.locale),
  ];
  return {
    kind,
    recipient: input.recipient,
    locale: input.locale,
    subject,
    text: lines.join('\n'),
    related: { type: AuditEntityType.Order, id: input.orderId, label: input.waybillNumber },
  };
}

/** The order was weighed and charged, and the balance does not cover it: it waits in the warehouse for a top-up. */
export function orderHeldMail(input: HoldMailInput, sender: Sender): MailDraft {
  const { waybillNumber, amountDue } = input;
  return input.locale === 'en'
    ? holdMail(
        input,
        MailKind.OrderHeld,
        `Waybill ${waybillNumber}: awaiting payment`,
        [
          `Your waybill ${waybillNumber} has been received and weighed, and your balance does not cover its charge.`,
          `It is awaiting payment and will stay in the warehouse until you top up ${amountDue}.`,
        ],
        sender,
      )
    : holdMail(
        input,
        MailKind.OrderHeld,
        `运单 ${waybillNumber} 待付款`,
        [`您的运单 ${waybillNumber} 已入库称重，账户余额不足以支付运费。`, `运单待付款，请充值 ${amountDue}，到账后方可出库。`],
        sender,
      );
}

/** The hold is over (the balance covers the order, or an admin released it): the order may leave. */
export function orderReleasedMail(input: Omit<HoldMailInput, 'amountDue'>, sender: Sender): MailDraft {
  const { waybillNumber } = input;
  return input.locale === 'en'
    ? holdMail(input, MailKind.OrderReleased, `Waybill ${waybillNumber}: payment hold released`, [`Your waybill ${waybillNumber} is no longer awaiting payment: it can now leave the warehouse.`], sender)
    : holdMail(input, MailKind.OrderReleased, `运单 ${waybillNumber} 已解除待付款`, [`您的运单 ${waybillNumber} 已解除待付款，可以出库发运。`], sender);
}
