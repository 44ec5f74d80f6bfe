import { ExceptionReason } from '@forwarder/contracts/api-f';
import { localized, type Locale } from '../../../i18n/locale';

// Why a parcel is held (status 90), with the plain-language explanation customers read unless staff reword it
// (docs/domain/operations.md). Names and numbers come from the contract's constants; only texts are written here.

export interface ExceptionReasonTexts {
  displayName: readonly [zh: string, en: string];
  explanation: readonly [zh: string, en: string];
}

export const EXCEPTION_REASONS: { readonly [K in ExceptionReason]: ExceptionReasonTexts } = {
  [ExceptionReason.ADDRESS_ISSUE]: {
    displayName: ['地址问题', 'Address issue'],
    explanation: [
      '收件地址不完整或有误，我们正在联系收件人核实地址。',
      'The delivery address is incomplete or wrong; we are contacting the recipient to confirm it.',
    ],
  },
  [ExceptionReason.RECIPIENT_UNAVAILABLE]: {
    displayName: ['无法联系收件人', 'Recipient unavailable'],
    explanation: [
      '多次派送未能联系到收件人，请收件人尽快与我们联系安排派送。',
      'We could not reach the recipient after several attempts; please contact us to arrange delivery.',
    ],
  },
  [ExceptionReason.CUSTOMS_DOCUMENTS]: {
    displayName: ['清关资料不全', 'Customs documents needed'],
    explanation: [
      '清关需要补充资料（如发票或装箱单），请尽快提供。',
      'Customs needs more documents (such as an invoice or packing list); please send them as soon as you can.',
    ],
  },
  [ExceptionReason.CUSTOMS_HOLD]: {
    displayName: ['海关查验', 'Held by customs'],
    explanation: ['包裹被海关查验，查验完成后将继续运输。', 'Customs is inspecting the parcel; it continues once the inspection is over.'],
  },
  [ExceptionReason.DAMAGED]: {
    displayName: ['包裹破损', 'Damaged'],
    explanation: [
      '包裹在运输中受损，我们正在核查并将与您联系处理方案。',
      'The parcel was damaged in transit; we are checking it and will contact you about what happens next.',
    ],
  },
  [ExceptionReason.PROHIBITED_ITEMS]: {
    displayName: ['违禁物品', 'Prohibited items'],
    explanation: [
      '包裹内含禁运或限运物品，暂时无法继续运输，我们将与您联系。',
      'The parcel holds prohibited or restricted goods and cannot travel on for now; we will contact you.',
    ],
  },
  [ExceptionReason.OVERWEIGHT]: {
    displayName: ['超重超尺寸', 'Overweight or oversized'],
    explanation: [
      '包裹实际重量或尺寸超出该产品的限制，我们将与您联系确认处理方式。',
      "The parcel's weight or size exceeds the product's limits; we will contact you to agree what to do.",
    ],
  },
  [ExceptionReason.DELAYED]: {
    displayName: ['运输延误', 'Delayed'],
    explanation: [
      '因航班或船期调整，包裹运输出现延误，我们会尽快安排后续运输。',
      'Flight or sailing changes have delayed the parcel; we will send it on as soon as possible.',
    ],
  },
  [ExceptionReason.LOST]: {
    displayName: ['包裹丢失', 'Lost'],
    explanation: [
      '包裹暂时无法追踪，我们正在全力查找并会尽快告知结果。',
      'We cannot trace the parcel for now; we are searching for it and will let you know soon.',
    ],
  },
  [ExceptionReason.SHORT_DELIVERY]: {
    displayName: ['少件', 'Short delivery'],
    explanation: [
      '仓库收到的箱数少于申报的箱数，其余箱子到仓后我们会继续处理，如有疑问请与我们联系。',
      'The warehouse received fewer boxes than you declared; we carry on once the others arrive. Please contact us with any questions.',
    ],
  },
  [ExceptionReason.OTHER]: {
    displayName: ['其他问题', 'Other'],
    explanation: [
      '包裹运输遇到问题，我们正在处理，如有需要会与您联系。',
      'The parcel has run into a problem; we are handling it and will contact you if needed.',
    ],
  },
};

const textsOf = (reason: string): ExceptionReasonTexts =>
  EXCEPTION_REASONS[reason as ExceptionReason] ?? EXCEPTION_REASONS[ExceptionReason.OTHER];

export const exceptionReasonDisplayName = (reason: string, locale: Locale): string => localized(textsOf(reason).displayName, locale);

/** The reason's default explanation in both languages. */
export const defaultExplanation = (reason: string): { zh: string; en: string } => {
  const [zh, en] = textsOf(reason).explanation;
  return { zh, en };
};

/** A short delivery's explanation with its counts (receiving raises it): how many of the declared boxes arrived. */
export const shortDeliveryExplanation = (received: number, declared: number): { zh: string; en: string } => ({
  zh: `已收到 ${received} 件，申报 ${declared} 件：其余箱子到仓后我们会继续处理，如有疑问请与我们联系。`,
  en: `${received} of ${declared} declared boxes received; we carry on once the others arrive. Please contact us with any questions.`,
});
