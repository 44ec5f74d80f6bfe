import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import { newId } from '../../../db/ids';
import { paginate, type PagedResult } from '../../../db/paging';
import { nextSequenceValue } from '../../../db/sequences';
import { inTransaction } from '../../../db/transaction';
import { BusinessError, invalidField, NotFoundError } from '../../../errors/app-errors';
import { recordAudit, type AuditActor } from '../../audit';
import { readSiteZoneAt } from '../../site-settings';
import type { BillingDatabase, BillingExecutor, BillingTx } from '../billing.db';
import { requireCustomer } from '../customer-check';
import { lockCustomerLedger } from '../ledger/ledger.repository';
import { findChargeTypesByCode } from '../charge-types/charge-types.repository';
import { renderInvoicePdf } from '../documents/invoice-pdf';
import { chargeLinesOfCharge } from '../charges/charges.service';
import { dayOf, localMidnight } from '../statements/statement-month';
import { issuerOf } from '../statements/statement.service';
import {
  findInvoice,
  findInvoiceItems,
  findInvoiceOfCharge,
  findLiveChargeOfOrder,
  findUninvoicedCharges,
  insertInvoice,
  invoicePageQuery,
  markInvoiced,
  type InvoiceableCharge,
  type InvoiceRow,
} from './invoices.repository';

// Invoices of the forwarder's charges (commercial invoices, not Chinese tax invoices 发票): an order's live charge, or
// a customer's live charges not invoiced yet written in a period. Numbered INV-<year>-<000001> without gaps in each
// year: the number is the year's counter (a `sequences` row), incremented in the invoice's own transaction, so a
// refusal or a failure rolls it back with everything else, and two invoices at once wait for each other's commit
// on the counter's row and take consecutive numbers. Invoiced charges are no longer priced again by weighing.

type S = components['schemas'];
export type InvoiceView = S['Invoice'];

const invoiceView = (row: InvoiceRow, chargeCount: number): InvoiceView => ({
  id: row.id,
  number: row.number,
  customerId: row.customerId,
  kind: row.kind as InvoiceView['kind'],
  reference: row.referenceLabel || null,
  periodFrom: row.periodFrom,
  periodTo: row.periodTo,
  currency: row.currency as InvoiceView['currency'],
  totalMinor: Number(row.totalMinor),
  chargeCount: Number(chargeCount),
  creationTime: row.createdAt,
});

/** `INV-2026-000001`. */
export const invoiceNumber = (year: number, seqNo: number): string => `INV-${year}-${String(seqNo).padStart(6, '0')}`;

interface InvoiceDraft {
  customerId: string;
  kind: 'order' | 'period';
  referenceLabel: string;
  periodFrom: string | null;
  periodTo: string | null;
  charges: readonly InvoiceableCharge[];
}

/**
 * Writes the invoice of `draft.charges` in `trx` (the caller holds the customer's ledger lock): marks them invoiced
 * (all of them, or the invoice is refused: a re-weighing replaced one meanwhile), takes the year's next number last,
 * and audits.
 */
async function issue(trx: BillingTx, actor: AuditActor, draft: InvoiceDraft, now: Date): Promise<InvoiceView> {
  const time = now.toISOString();
  const ids = draft.charges.map((c) => c.id);
  if ((await markInvoiced(trx, ids, time)) !== ids.length) throw new BusinessError('Billing:ChargesChanged', 'Billing:ChargesChanged', 409);
  const { timeZone } = await readSiteZoneAt(trx, now);
  const year = Number(dayOf(timeZone, now).slice(0, 4));
  const seqNo = await nextSequenceValue(trx, `invoice-number:${year}`);
  const row: InvoiceRow = {
    id: newId(),
    number: invoiceNumber(year, seqNo),
    year,
    seqNo,
    customerId: draft.customerId,
    kind: draft.kind,
    referenceLabel: draft.referenceLabel,
    periodFrom: draft.periodFrom,
    periodTo: draft.periodTo,
    currency: draft.charges[0]?.currency ?? '',
    totalMinor: draft.charges.reduce((sum, c) => sum + Number(c.totalMinor), 0),
    actorId: actor.id,
    actorUserName: actor.userName,
    createdAt: time,
  };
  await insertInvoice(
    trx,
    row,
    draft.charges.map((c, i) => ({ invoiceId: row.id, itemNo: i + 1, chargeId: c.id, referenceLabel: c.referenceLabel, amountMinor: Number(c.totalMinor) })),
  );
  const customer = await requireCustomer(trx, draft.customerId);
  await recordAudit(
    trx,
    actor,
    {
      action: AuditAction.InvoiceCreate,
      entityType: AuditEntityType.Customer,
      entityId: draft.customerId,
      entityLabel: customer.userName,
      before: null,
      after: { number: row.number, kind: row.kind, totalMinor: row.totalMinor, currency: row.currency, charges: ids.length, reference: row.referenceLabel || null, periodFrom: row.periodFrom, periodTo: row.periodTo },
    },
    time,
  );
  return invoiceView(row, ids.length);
}

/** Staff invoice an order's live charge. 400 when it has none, or when it is on an invoice already. */
export async function createOrderInvoice(db: BillingDatabase, actor: AuditActor, orderId: string, now = new Date()): Promise<InvoiceView> {
  const charge = await findLiveChargeOfOrder(db, orderId);
  if (!charge) throw new BusinessError('Billing:NothingToInvoice', 'Billing:NothingToInvoice');
  return inTransaction(db, async (trx) => {
    await lockCustomerLedger(trx, charge.customerId);
    // Read again under the lock: another invoice or a re-weighing may have come first.
    const live = await findLiveChargeOfOrder(trx, orderId);
    if (!live) throw new BusinessError('Billing:NothingToInvoice', 'Billing:NothingToInvoice');
    if (live.invoicedAt) {
      const invoice = await findInvoiceOfCharge(trx, live.id);
      throw new BusinessError('Billing:AlreadyInvoiced', 'Billing:AlreadyInvoiced', 400, { number: invoice?.number ?? '' });
    }
    return issue(trx, actor, { customerId: live.customerId, kind: 'order', referenceLabel: live.referenceLabel, periodFrom: null, periodTo: null, charges: [live] }, now);
  });
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Staff invoice a customer's live charges not invoiced yet, written from `from` to `to` (days, both included). */
export async function createPeriodInvoice(db: BillingDatabase, actor: AuditActor, customerId: string, input: S['CreatePeriodInvoiceInput'], now = new Date()): Promise<InvoiceView> {
  await requireCustomer(db, customerId);
  const { timeZone } = await readSiteZoneAt(db, now);
  const [from, to] = [DAY.exec(input.from), DAY.exec(input.to)];
  if (!from || !to || input.to < input.from || input.to > dayOf(timeZone, now)) throw invalidField('to', 'Billing:PeriodInvalid');
  const start = localMidnight(timeZone, Number(from[1]), Number(from[2]), Number(from[3])).toISOString();
  const end = localMidnight(timeZone, Number(to[1]), Number(to[2]), Number(to[3]) + 1).toISOString();
  return inTransaction(db, async (trx) => {
    await lockCustomerLedger(trx, customerId);
    const charges = await findUninvoicedCharges(trx, customerId, start, end);
    if (charges.length === 0) throw new BusinessError('Billing:NothingToInvoice', 'Billing:NothingToInvoice');
    return issue(trx, actor, { customerId, kind: 'period', referenceLabel: '', periodFrom: input.from, periodTo: input.to, charges }, now);
  });
}

/** One page of the customer's invoices, newest first. */
export async function listInvoices(db: BillingExecutor, customerId: string, request: S['InvoiceListRequest']): Promise<PagedResult<InvoiceView>> {
  const page = await paginate(db, invoicePageQuery(db, customerId), request, {
    sortable: { creationTime: 'v.createdAt' },
    defaultSorting: 'creationTime desc',
    defaultPageSize: 20,
  });
  return { totalCount: page.totalCount, items: page.items.map((row) => invoiceView(row, Number(row.chargeCount))) };
}

/** The invoice `id`; 404 when unknown or, with `customerId`, another customer's. */
export async function requireInvoice(db: BillingExecutor, id: string, customerId?: string): Promise<InvoiceRow> {
  const row = await findInvoice(db, id);
  if (!row || (customerId !== undefined && row.customerId !== customerId)) throw new NotFoundError();
  return row;
}


/** The invoice `id` as a PDF with its file name; 404 when unknown or, with `customerId`, another customer's. */
export async function invoicePdf(db: BillingExecutor, id: string, customerId?: string): Promise<{ data: Buffer; fileName: string }> {
  const invoice = await requireInvoice(db, id, customerId);
  const [items, issuer, customer, zone] = await Promise.all([
    findInvoiceItems(db, invoice.id),
    issuerOf(db),
    requireCustomer(db, invoice.customerId),
    readSiteZoneAt(db, new Date(invoice.createdAt)),
  ]);
  const withLines = [];
  for (const item of items) withLines.push({ referenceLabel: item.referenceLabel, amountMinor: Number(item.amountMinor), lines: await chargeLinesOfCharge(db, item.chargeId) });
  const typeCodes = [...new Set(withLines.flatMap((item) => item.lines.flatMap((line) => (line.chargeTypeCode ? [line.chargeTypeCode] : []))))];
  const chargeTypes = await findChargeTypesByCode(db, typeCodes);
  const fileName = `${invoice.number}.pdf`;
  const data = await renderInvoicePdf(
    { invoice, issuer, customer, issuedOn: dayOf(zone.timeZone, new Date(invoice.createdAt)), items: withLines, chargeTypes },
    { title: fileName },
  );
  return { data, fileName };
}
