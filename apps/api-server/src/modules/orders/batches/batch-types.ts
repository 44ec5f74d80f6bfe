import { BatchType } from '@forwarder/contracts/api-ops';
import { localized, type Locale } from '../../../i18n/locale';

const BATCH_TYPE_NAMES: { readonly [T in BatchType]: readonly [zh: string, en: string] } = {
  [BatchType.BAG]: ['袋', 'Bag'],
  [BatchType.MAWB]: ['总运单', 'Master air waybill'],
  [BatchType.CONTAINER]: ['集装箱', 'Container'],
};

export const batchTypeDisplayName = (type: string, locale: Locale): string => {
  const names = BATCH_TYPE_NAMES[type as BatchType];
  return names ? localized(names, locale) : type;
};
