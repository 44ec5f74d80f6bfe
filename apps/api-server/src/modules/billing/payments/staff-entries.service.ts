import { AuditAction, AuditEntityType, LedgerEntryKind, type components } from '@forwarder/contracts/api-ops';
import { nowIso, toDbBool } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { BusinessError, invalidField, NotFoundError } from '../../../errors/app-errors';
import { recordAudit, type AuditActor } from '../../audit';
import type { UserCard } from '../../accounts';
import { billingAccountOf } from '../accounts/billing-accounts.service';
import { checkAmount, requiredText } from '../amounts';
import type { BillingExecutor, BillingTx } from '../billing.db';
import { requireCustomer } from '../customer-check';
import { releaseCoveredHolds } from '../holds/holds.service';
import { ledgerEntryView, type LedgerEntryView } from '../ledger/ledger-list.service';
import { findEntry, findReversalOf, lockCustomerLedger } from '../ledger/ledger.repository';
import { appendEntry, reverseEntry, type LedgerEntry } from '../ledger/ledger.service';
import type { CheckedScreenshot } from '../top-ups/screenshot-upload';
import { findPaymentByReference, findPaymentProof, insertPayment, insertPaymentProof, normalizedReference } from './payments.repository';

// What staff write in a customer's ledger (issue 29, slice 2): payments received, adjustments, reversals. Each is one
// transaction: the customer's ledger is locked (ledger.repository), the rules checked against what is in it, the
// entry appended through the ledger service and the change audited, so a refusal writes nothing. Held orders the
// account covers after the entry are released in the same transaction (../holds): any payment path that records
// through here (a confirmed top-up notice too) releases them.

type S = components['schemas'];

const PAYMENT_REFERENCE = 'payment';

/** The same day as YYYY-MM-DD in UTC; a day "after today" is after today everywhere on earth (UTC+14). */
export const latestToday = (time: string): string => new Date(Date.parse(time) + 14 * 3_600_000).toISOString().slice(0, 10);

/** The customer's account currency, refusing an amount in another one (400 on `currency`). */
async function checkCurrency(trx: BillingTx, customerId: string, currency: string): Promise<void> {
  const account = await billingAccountOf(trx, customerId);
  if (account.currency !== currency) throw invalidField('currency', 'Billing:CurrencyMismatch', { currency: account.currency });
}

/** Runs `write` in a transaction holding the customer's ledger lock, audits its entry, answers the entry as staff see it. */
async function staffWrite(
  db: BillingExecutor,
  actor: AuditActor,
  customer: UserCard,
  action: AuditAction,
  write: (trx: BillingTx, time: string) => Promise<LedgerEntry>,
): Promise<LedgerEntryView> {
  return inTransaction(db, async (trx) => {
    await lockCustomerLedger(trx, customer.id);
    const time = nowIso();
    const entry = await write(trx, time);
    // Money in (or a reversal of a charge's adjustment…) may now cover held orders: released in this transaction.
    await releaseCoveredHolds(trx, customer.id, actor, `${entry.kind} #${entry.entryNo}`, time);
    await recordAudit(
      trx,
      actor,
      {
        action,
        entityType: AuditEntityType.Customer,
        entityId: customer.id,
        entityLabel: customer.userName,
        before: null,
        after: { entryNo: entry.entryNo, kind: entry.kind, amountMinor: entry.amountMinor, currency: entry.currency, reference: entry.referenceLabel, memo: entry.memo },
      },
      time,
    );
    return ledgerEntryView(trx, customer.id, entry.id);
  });
}

/** A payment or top-up received: a positive 'payment' entry with its details, and its proof (a checked picture) if given. */
export async function recordPayment(
  db: BillingExecutor,
  actor: AuditActor,
  customerId: string,
  input: S['RecordPaymentInput'],
  proof?: CheckedScreenshot,
): Promise<LedgerEntryView> {
  const customer = await requireCustomer(db, customerId);
  checkAmount('amountMinor', input.amountMinor, input.currency, 'positive');
  const reference = requiredText('reference', input.reference, 'Billing:ReferenceRequired');
  return staffWrite(db, actor, customer, AuditAction.LedgerPayment, async (trx, time) => {
    if (input.receivedOn > latestToday(time)) throw invalidField('receivedOn', 'Billing:DateInFuture');
    await checkCurrency(trx, customerId, input.currency);
    const earlier = await findPaymentByReference(trx, customerId, reference);
    if (earlier && !input.separatePayment) {
      throw new BusinessError('Billing:DuplicatePaymentReference', 'Billing:DuplicatePaymentReference', 400, { reference: earlier.reference, date: earlier.receivedOn });
    }
    const entry = await appendEntry(
      trx,
      {
        customerId,
        kind: LedgerEntryKind.Payment,
        amountMinor: input.amountMinor,
        currency: input.currency,
        reference: { type: PAYMENT_REFERENCE, id: normalizedReference(reference), label: reference },
        memo: input.memo?.trim() ?? '',
      },
      actor,
      time,
    );
    await insertPayment(trx, {
      ledgerEntryId: entry.id,
      customerId,
      method: input.method,
      receivedOn: input.receivedOn,
      reference,
      normalizedReference: normalizedReference(reference),
      separatePayment: toDbBool(input.separatePayment === true),
    });
    if (proof) await insertPaymentProof(trx, { ledgerEntryId: entry.id, customerId, fileName: proof.fileName, contentType: proof.contentType, data: proof.data });
    return entry;
  });
}

/** An adjustment of either sign with its reason (the entry's memo). */
export async function recordAdjustment(db: BillingExecutor, actor: AuditActor, customerId: string, input: S['AdjustmentInput']): Promise<LedgerEntryView> {
  const customer = await requireCustomer(db, customerId);
  checkAmount('amountMinor', input.amountMinor, input.currency, 'either');
  const reason = requiredText('reason', input.reason, 'Billing:ReasonRequired');
  return staffWrite(db, actor, customer, AuditAction.LedgerAdjustment, async (trx, time) => {
    await checkCurrency(trx, customerId, input.currency);
    return appendEntry(trx, { customerId, kind: LedgerEntryKind.Adjustment, amountMinor: input.amountMinor, currency: input.currency, reference: null, memo: reason }, actor, time);
  });
}

/** Reverses entry `entryId` with a reason; at most once, never a reversal or an order's charge (see the contract). */
export async function reverseLedgerEntry(db: BillingExecutor, actor: AuditActor, entryId: string, input: S['ReversalInput']): Promise<LedgerEntryView> {
  const reason = requiredText('reason', input.reason, 'Billing:ReasonRequired');
  const original = await findEntry(db, entryId);
  if (!original) throw new NotFoundError();
  const customer = await requireCustomer(db, original.customerId);
  return staffWrite(db, actor, customer, AuditAction.LedgerReversal, async (trx, time) => {
    if (original.kind === LedgerEntryKind.Reversal) throw new BusinessError('Billing:ReversalNotReversible', 'Billing:ReversalNotReversible');
    if (original.kind === LedgerEntryKind.Charge) throw new BusinessError('Billing:ChargeNotReversible', 'Billing:ChargeNotReversible');
    if (await findReversalOf(trx, entryId)) throw new BusinessError('Billing:AlreadyReversed', 'Billing:AlreadyReversed');
    return reverseEntry(trx, entryId, actor, reason, time);
  });
}

/** The proof staff attached to payment entry `entryId`; 404 when there is none. */
export async function paymentProof(db: BillingExecutor, entryId: string): Promise<{ contentType: string; fileName: string; data: Buffer }> {
  const proof = await findPaymentProof(db, entryId);
  if (!proof) throw new NotFoundError();
  return { contentType: proof.contentType, fileName: proof.fileName, data: Buffer.from(proof.data) };
}
