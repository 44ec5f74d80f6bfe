import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MerchantDataCategory } from '@forwarder/api-client';

/** Data-record categories of the contract (MerchantDataCategory), in menu order. */
export const DATA_CATEGORIES: readonly MerchantDataCategory[] = [10, 20, 30, 40, 90];

/** Localized names, rendered with `i18n._(...)` (the server's `categoryDisplayName` covers records it returns). */
export const categoryLabels: Record<MerchantDataCategory, MessageDescriptor> = {
  10: msg`发票`,
  20: msg`装箱单`,
  30: msg`报关文件`,
  40: msg`合同`,
  90: msg`其他`,
};

export function isDataCategory(value: unknown): value is MerchantDataCategory {
  return DATA_CATEGORIES.includes(Number(value) as MerchantDataCategory) && value !== '' && value !== null;
}
