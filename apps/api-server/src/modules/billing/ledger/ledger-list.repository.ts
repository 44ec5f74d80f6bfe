import type { BillingDb } from '../billing.db';

// The customer's entries page by page, with what the lists show beside each: the reversal that cancelled it (one
// at most, the unique index) and a payment's details, with whether it has a proof (never the proof's bytes).

export interface LedgerFilter {
  kind?: string;
  createdFrom?: string;
  createdTo?: string;
}

/** The entries of `customerId` matching `filter`, joined to their reversal and payment, for paginate(). */
export function ledgerPageQuery(db: BillingDb, customerId: string, filter: LedgerFilter) {
  let query = db
    .selectFrom('ledger_entries as e')
    .leftJoin('ledger_entries as r', 'r.reversesEntryId', 'e.id')
    .leftJoin('payments as p', 'p.ledgerEntryId', 'e.id')
    .leftJoin('payment_proofs as pp', 'pp.ledgerEntryId', 'e.id')
    .select([
      'e.id',
      'e.customerId',
      'e.entryNo',
      'e.kind',
      'e.amountMinor',
      'e.balanceAfterMinor',
      'e.currency',
      'e.referenceLabel',
      'e.memo',
      'e.createdAt',
      'e.actorUserName',
      'e.reversesEntryId',
      'r.id as reversedByEntryId',
      'p.method as paymentMethod',
      'p.receivedOn as paymentReceivedOn',
      'p.reference as paymentReference',
      'p.separatePayment as paymentSeparate',
      'pp.ledgerEntryId as proofEntryId',
    ])
    .where('e.customerId', '=', customerId);
  if (filter.kind) query = query.where('e.kind', '=', filter.kind);
  if (filter.createdFrom) query = query.where('e.createdAt', '>=', filter.createdFrom);
  if (filter.createdTo) query = query.where('e.createdAt', '<', filter.createdTo);
  return query;
}
