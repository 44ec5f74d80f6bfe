import type { BillingDb } from '../billing.db';
import type { InvoiceItemsTable, InvoicesTable } from '../billing.tables';
import { chunks } from '../../../db/transaction';

// The SQL of invoices. An invoice and its items are written once; the charges they invoice are marked invoiced in
// the same transaction (the only change a live charge gets besides being superseded, which an invoiced one is not).

export type InvoiceRow = InvoicesTable;
export type InvoiceItemRow = InvoiceItemsTable;

export interface InvoiceableCharge {
  id: string;
  totalMinor: number;
  currency: string;
  createdAt: string;
  /** The order's waybill number (its charge entry's label). */
  referenceLabel: string;
  orderId: string;
}

const invoiceable = (db: BillingDb) =>
  db
    .selectFrom('charges as c')
    .innerJoin('ledger_entries as e', 'e.id', 'c.ledgerEntryId')
    .select(['c.id', 'c.totalMinor', 'c.currency', 'c.createdAt', 'e.referenceLabel', 'c.orderId', 'c.invoicedAt', 'c.customerId'])
    .where('c.supersededAt', 'is', null);

/** The order's live charge with its waybill number, invoiced or not. */
export function findLiveChargeOfOrder(db: BillingDb, orderId: string) {
  return invoiceable(db).where('c.orderId', '=', orderId).executeTakeFirst();
}

/** The customer's live charges not invoiced yet written in [from, to), oldest first. */
export function findUninvoicedCharges(db: BillingDb, customerId: string, from: string, to: string): Promise<InvoiceableCharge[]> {
  return invoiceable(db)
    .where('c.customerId', '=', customerId)
    .where('c.invoicedAt', 'is', null)
    .where('c.createdAt', '>=', from)
    .where('c.createdAt', '<', to)
    .orderBy('c.createdAt')
    .orderBy('c.id')
    .execute();
}

/** Marks the charges invoiced at `time` if they are still live and not invoiced; answers how many it marked. */
export async function markInvoiced(db: BillingDb, chargeIds: readonly string[], time: string): Promise<number> {
  let marked = 0;
  for (const ids of chunks(chargeIds)) {
    const result = await db
      .updateTable('charges')
      .set({ invoicedAt: time })
      .where('id', 'in', ids)
      .where('invoicedAt', 'is', null)
      .where('supersededAt', 'is', null)
      .executeTakeFirst();
    marked += Number(result.numUpdatedRows);
  }
  return marked;
}

export async function insertInvoice(db: BillingDb, invoice: InvoiceRow, items: readonly InvoiceItemRow[]): Promise<void> {
  await db.insertInto('invoices').values(invoice).execute();
  for (const rows of chunks(items)) await db.insertInto('invoice_items').values(rows).execute();
}

export function findInvoice(db: BillingDb, id: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The invoice `chargeId` is on, if any. */
export function findInvoiceOfCharge(db: BillingDb, chargeId: string): Promise<Pick<InvoiceRow, 'number'> | undefined> {
  return db.selectFrom('invoice_items as i').innerJoin('invoices as v', 'v.id', 'i.invoiceId').select('v.number').where('i.chargeId', '=', chargeId).executeTakeFirst();
}

export function findInvoiceItems(db: BillingDb, invoiceId: string): Promise<InvoiceItemRow[]> {
  return db.selectFrom('invoice_items').selectAll().where('invoiceId', '=', invoiceId).orderBy('itemNo').execute();
}

/** The customer's invoices with their charge counts, for paginate(). */
export function invoicePageQuery(db: BillingDb, customerId: string) {
  return db
    .selectFrom('invoices as v')
    .selectAll('v')
    .select((eb) => eb.selectFrom('invoice_items as i').select((s) => s.fn.countAll<number>().as('n')).whereRef('i.invoiceId', '=', 'v.id').as('chargeCount'))
    .where('v.customerId', '=', customerId);
}
