import { LedgerEntryKind } from '@forwarder/api-client';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Every kind of ledger entry, in the order the filter lists them. */
export const LEDGER_ENTRY_KINDS = [
  LedgerEntryKind.Charge,
  LedgerEntryKind.Payment,
  LedgerEntryKind.Adjustment,
  LedgerEntryKind.Refund,
  LedgerEntryKind.Reversal,
] as const;

/** A ledger entry's kind in both languages (rendered with `i18n._`). */
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerEntryKind, MessageDescriptor>> = {
  [LedgerEntryKind.Charge]: msg`运费`,
  [LedgerEntryKind.Payment]: msg`付款`,
  [LedgerEntryKind.Adjustment]: msg`调整`,
  [LedgerEntryKind.Refund]: msg`退款`,
  [LedgerEntryKind.Reversal]: msg`冲正`,
};

export const isLedgerEntryKind = (value: string): value is LedgerEntryKind => (LEDGER_ENTRY_KINDS as readonly string[]).includes(value);
