import type { Locale } from '../../../i18n/locale';

// The words of the billing documents in both languages: the PDFs print both, the spreadsheets the caller's.

export interface Bilingual {
  zh: string;
  en: string;
}

export const ENTRY_KIND_LABELS: Readonly<Record<string, Bilingual>> = {
  charge: { zh: '运费', en: 'Charge' },
  adjustment: { zh: '调账', en: 'Adjustment' },
  payment: { zh: '收款', en: 'Payment' },
  refund: { zh: '退款', en: 'Refund' },
  reversal: { zh: '冲正', en: 'Reversal' },
};

export const CHARGE_LINE_LABELS: Readonly<Record<string, Bilingual>> = {
  'first-weight': { zh: '首重', en: 'First weight' },
  'additional-weight': { zh: '续重', en: 'Additional weight' },
  'per-kg': { zh: '按公斤计费', en: 'Per kg' },
  minimum: { zh: '最低收费补足', en: 'Minimum charge' },
  'fuel-surcharge': { zh: '燃油附加费', en: 'Fuel surcharge' },
  // Added by staff (issue 29): the detail column names its charge type's code.
  manual: { zh: '附加费用', en: 'Additional charge' },
};

/** `kind`'s label in `locale`, the kind itself when unknown. */
export const labelIn = (labels: Readonly<Record<string, Bilingual>>, kind: string, locale: Locale): string => {
  const label = labels[kind];
  if (!label) return kind;
  return locale === 'en' ? label.en : label.zh;
};
