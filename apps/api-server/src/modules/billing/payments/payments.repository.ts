import type { PaymentProofsTable, PaymentsTable } from '../billing.tables';
import type { BillingDb } from '../billing.db';

/** A payment's reference compared as people mean it: without surrounding spaces or case. */
export const normalizedReference = (reference: string): string => reference.trim().toLowerCase();

/** An earlier payment of the customer with the same reference, if any. */
export function findPaymentByReference(db: BillingDb, customerId: string, reference: string): Promise<Pick<PaymentsTable, 'reference' | 'receivedOn'> | undefined> {
  return db
    .selectFrom('payments')
    .select(['reference', 'receivedOn'])
    .where('customerId', '=', customerId)
    .where('normalizedReference', '=', normalizedReference(reference))
    .limit(1)
    .executeTakeFirst();
}

export async function insertPayment(db: BillingDb, row: PaymentsTable): Promise<void> {
  await db.insertInto('payments').values(row).execute();
}

export async function insertPaymentProof(db: BillingDb, row: PaymentProofsTable): Promise<void> {
  await db.insertInto('payment_proofs').values(row).execute();
}

/** The proof of payment entry `ledgerEntryId`, or undefined when it has none. */
export function findPaymentProof(db: BillingDb, ledgerEntryId: string): Promise<PaymentProofsTable | undefined> {
  return db.selectFrom('payment_proofs').selectAll().where('ledgerEntryId', '=', ledgerEntryId).executeTakeFirst();
}
