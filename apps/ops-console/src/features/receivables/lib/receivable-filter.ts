import { BillingAccountKind, ReceivableSorting, type ReceivableFilter as ReceivableRequestFilter, type ReceivableListRequest } from '@forwarder/api-client/ops';
import { listParams, pageWindow, readPage } from '../../../shared/list/list';

// The receivables list's filter lives in the URL (`?kind=credit&overdue=1&sort=heldAmount+desc&page=2`), so a reload
// shows the same list and a link (a dashboard tile, a colleague's message) opens the overdue accounts. A malformed
// parameter is dropped, as on the other lists; the switches are `1` when on.

export interface ReceivableFilter {
  /** A BillingAccountKind, or '' for both. */
  kind: string;
  held: string;
  overdue: string;
  notices: string;
  keyword: string;
  /** A ReceivableSorting other than the default, or '' for the default (balance ascending: who owes most first). */
  sort: string;
}

export const EMPTY_RECEIVABLE_FILTER: ReceivableFilter = { kind: '', held: '', overdue: '', notices: '', keyword: '', sort: '' };

const KINDS: readonly string[] = Object.values(BillingAccountKind);
const SORTS: readonly string[] = Object.values(ReceivableSorting);
const flag = (value: string | null): string => (value === '1' ? '1' : '');

export function readReceivableParams(params: URLSearchParams): { filter: ReceivableFilter; page: number } {
  const kind = params.get('kind') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    filter: {
      kind: KINDS.includes(kind) ? kind : '',
      held: flag(params.get('held')),
      overdue: flag(params.get('overdue')),
      notices: flag(params.get('notices')),
      keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
      sort: SORTS.includes(sort) ? sort : '',
    },
    page: readPage(params),
  };
}

export function receivableParams(filter: ReceivableFilter, page = 1): URLSearchParams {
  return listParams({ ...filter }, page);
}

/** The filter as the list and the export send it (no paging). */
export function toReceivableFilter(filter: ReceivableFilter): ReceivableRequestFilter {
  const keyword = filter.keyword.trim();
  return {
    ...(filter.kind ? { kind: filter.kind as BillingAccountKind } : {}),
    ...(filter.held ? { heldOnly: true } : {}),
    ...(filter.overdue ? { overdueOnly: true } : {}),
    ...(filter.notices ? { pendingNoticesOnly: true } : {}),
    ...(keyword ? { keyword } : {}),
    ...(filter.sort ? { sorting: filter.sort as ReceivableSorting } : {}),
  };
}

export function toReceivableListRequest(filter: ReceivableFilter, page: number): ReceivableListRequest {
  return { ...toReceivableFilter(filter), ...pageWindow(page) };
}
