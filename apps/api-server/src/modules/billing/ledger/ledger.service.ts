import { newId, nowIso } from '../../../db/ids';
import type { AuditActor } from '../../audit';
import type { BillingDb } from '../billing.db';
import { findEntriesOf, findEntry, findLastEntry, insertEntry, lockCustomerLedger, type LedgerEntryRow } from './ledger.repository';

// The customer's ledger: entries are appended, never edited; the balance is their sum, kept on each entry as the
// running balance (balanceAfterMinor) so that `verify-ledger` can check it. Signs are the customer's: a payment or
// a refund to them is positive, a charge negative (docs/domain/billing.md).

export type LedgerEntryKind = 'charge' | 'adjustment' | 'payment' | 'refund' | 'reversal';

export interface LedgerEntry {
  id: string;
  customerId: string;
  entryNo: number;
  kind: LedgerEntryKind;
  amountMinor: number;
  balanceAfterMinor: number;
  currency: string;
  referenceType: string | null;
  referenceId: string | null;
  referenceLabel: string;
  reversesEntryId: string | null;
  actorUserName: string;
  memo: string;
  createdAt: string;
}

export interface EntryDraft {
  customerId: string;
  kind: LedgerEntryKind;
  amountMinor: number;
  currency: string;
  /** What the entry is for, and how people recognise it (an order's waybill number, a payment's reference). */
  reference: { type: string; id: string; label: string } | null;
  reversesEntryId?: string;
  memo: string;
}

/** Who wrote an entry: a staff member, a customer, or the system (null). */
export type LedgerActor = AuditActor | null;

const SYSTEM_USER_NAME = 'system';

const entryOf = (row: LedgerEntryRow): LedgerEntry => ({
  id: row.id,
  customerId: row.customerId,
  entryNo: Number(row.entryNo),
  kind: row.kind as LedgerEntryKind,
  amountMinor: Number(row.amountMinor),
  balanceAfterMinor: Number(row.balanceAfterMinor),
  currency: row.currency,
  referenceType: row.referenceType,
  referenceId: row.referenceId,
  referenceLabel: row.referenceLabel,
  reversesEntryId: row.reversesEntryId,
  actorUserName: row.actorUserName,
  memo: row.memo,
  createdAt: row.createdAt,
});

/** Appends one entry to the customer's ledger in the caller's transaction (`trx`: it must be one). */
export async function appendEntry(trx: BillingDb, draft: EntryDraft, actor: LedgerActor, time = nowIso()): Promise<LedgerEntry> {
  if (!Number.isSafeInteger(draft.amountMinor)) throw new Error(`ledger: amount ${draft.amountMinor} is not a whole number of minor units`);
  await lockCustomerLedger(trx, draft.customerId);
  const last = await findLastEntry(trx, draft.customerId);
  const row: LedgerEntryRow = {
    id: newId(),
    customerId: draft.customerId,
    entryNo: last ? Number(last.entryNo) + 1 : 1,
    kind: draft.kind,
    amountMinor: draft.amountMinor,
    balanceAfterMinor: (last ? Number(last.balanceAfterMinor) : 0) + draft.amountMinor,
    currency: draft.currency,
    referenceType: draft.reference?.type ?? null,
    referenceId: draft.reference?.id ?? null,
    referenceLabel: draft.reference?.label ?? '',
    reversesEntryId: draft.reversesEntryId ?? null,
    actorId: actor?.id ?? null,
    actorUserName: actor?.userName ?? SYSTEM_USER_NAME,
    memo: draft.memo,
    createdAt: time,
  };
  await insertEntry(trx, row);
  return entryOf(row);
}

/**
 * Cancels entry `entryId` by a new 'reversal' entry of the opposite amount, same customer, currency and reference.
 * An entry is reversed at most once (the unique index on reversesEntryId refuses a second).
 */
export async function reverseEntry(trx: BillingDb, entryId: string, actor: LedgerActor, memo: string, time = nowIso()): Promise<LedgerEntry> {
  const original = await findEntry(trx, entryId);
  if (!original) throw new Error(`ledger: no entry ${entryId} to reverse`);
  const reference =
    original.referenceType && original.referenceId ? { type: original.referenceType, id: original.referenceId, label: original.referenceLabel } : null;
  return appendEntry(
    trx,
    { customerId: original.customerId, kind: 'reversal', amountMinor: -Number(original.amountMinor), currency: original.currency, reference, reversesEntryId: original.id, memo },
    actor,
    time,
  );
}

/** The customer's entries, oldest first. */
export async function ledgerOf(db: BillingDb, customerId: string): Promise<LedgerEntry[]> {
  return (await findEntriesOf(db, customerId)).map(entryOf);
}

/** The customer's balance: the sum of their entries (the running balance of the newest), 0 before any. */
export async function balanceOf(db: BillingDb, customerId: string): Promise<number> {
  const last = await findLastEntry(db, customerId);
  return last ? Number(last.balanceAfterMinor) : 0;
}
