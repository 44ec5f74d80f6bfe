import type { LedgerEntryKind, LedgerEntryListRequest } from '@forwarder/api-client';
import { nextDayIsoString, toIsoString } from '@forwarder/i18n/dates';
import { isLedgerEntryKind } from './ledger-kinds';

// The ledger's filter (kind, a range of days) as the form and the URL hold it: strings as typed. The customer's
// billing page and the console's keep it in the URL, so a reload or a shared address shows the same entries.

export interface LedgerFilterValues {
  kind: string;
  from: string;
  to: string;
}

export const EMPTY_LEDGER_FILTER: LedgerFilterValues = { kind: '', from: '', to: '' };

/** Entries a page of the ledger shows. */
export const LEDGER_PAGE_SIZE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** URL search params → the filter and the 1-based page (anything invalid is dropped). */
export function readLedgerParams(params: URLSearchParams): { filter: LedgerFilterValues; page: number } {
  const kind = params.get('kind') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page'));
  return {
    filter: { kind: isLedgerEntryKind(kind) ? kind : '', from: DAY.test(from) ? from : '', to: DAY.test(to) ? to : '' },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filter (and page) → URL search params; empty values and page 1 left out. */
export function ledgerParams(filter: LedgerFilterValues, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) search.set(key, value);
  if (page > 1) search.set('page', String(page));
  return search;
}

/** The list request of a page: the days become instants (`createdTo` the day after the last day, exclusive). */
export function toLedgerRequest(filter: LedgerFilterValues, page: number): LedgerEntryListRequest {
  const body: LedgerEntryListRequest = { maxResultCount: LEDGER_PAGE_SIZE, skipCount: (page - 1) * LEDGER_PAGE_SIZE };
  if (filter.kind) body.kind = filter.kind as LedgerEntryKind;
  const from = toIsoString(filter.from || undefined);
  if (from) body.createdFrom = from;
  const to = nextDayIsoString(filter.to || undefined);
  if (to) body.createdTo = to;
  return body;
}
