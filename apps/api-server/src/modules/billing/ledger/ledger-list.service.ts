import type { components } from '@forwarder/contracts/api-ops';
import { fromDbBool, storedInstant } from '../../../db/ids';
import { paginate, type PagedResult } from '../../../db/paging';
import type { BillingExecutor } from '../billing.db';
import { ledgerPageQuery } from './ledger-list.repository';

// A customer's ledger as the contracts list it: newest first (by entry number, the order entries were written in),
// filtered by kind and by when they were written. Customers see their own (api-f, a subset of these fields); staff
// any customer's (api-ops).

type S = components['schemas'];
export type LedgerEntryView = S['LedgerEntry'];

type Row = Awaited<ReturnType<ReturnType<typeof ledgerPageQuery>['execute']>>[number];

const toView = (row: Row): LedgerEntryView => ({
  id: row.id,
  customerId: row.customerId,
  entryNo: Number(row.entryNo),
  kind: row.kind as LedgerEntryView['kind'],
  amountMinor: Number(row.amountMinor),
  balanceAfterMinor: Number(row.balanceAfterMinor),
  currency: row.currency as LedgerEntryView['currency'],
  reference: row.referenceLabel || null,
  memo: row.memo,
  creationTime: row.createdAt,
  actorUserName: row.actorUserName,
  reversesEntryId: row.reversesEntryId,
  reversedByEntryId: row.reversedByEntryId,
  payment:
    row.paymentMethod === null
      ? null
      : {
          method: row.paymentMethod as S['PaymentMethod'],
          receivedOn: row.paymentReceivedOn ?? '',
          reference: row.paymentReference ?? '',
          separatePayment: fromDbBool(row.paymentSeparate === null ? null : Number(row.paymentSeparate)),
          hasProof: row.proofEntryId !== null,
        },
});

/** One page of the customer's entries, newest first. */
export async function listLedgerEntries(db: BillingExecutor, customerId: string, request: S['LedgerEntryListRequest']): Promise<PagedResult<LedgerEntryView>> {
  const filter = { kind: request.kind, createdFrom: storedInstant(request.createdFrom), createdTo: storedInstant(request.createdTo) };
  const page = await paginate(db, ledgerPageQuery(db, customerId, filter), request, {
    sortable: { entryNo: 'e.entryNo' },
    defaultSorting: 'entryNo desc',
    defaultPageSize: 20,
  });
  return { totalCount: page.totalCount, items: page.items.map(toView) };
}

/** One entry as staff see it (after a write). */
export async function ledgerEntryView(db: BillingExecutor, customerId: string, entryId: string): Promise<LedgerEntryView> {
  const row = await ledgerPageQuery(db, customerId, {}).where('e.id', '=', entryId).executeTakeFirstOrThrow();
  return toView(row);
}
