import { BatchType, type BatchListRequest } from '@forwarder/api-client/ops';

// The batch list's filter lives in the URL (`?type=MAWB&state=open&keyword=160-&page=2`).

export const PAGE_SIZE = 20;

export interface BatchFilter {
  type: string;
  keyword: string;
  /** `open`, `closed` or '' (both). */
  state: string;
}

const TYPES: readonly string[] = Object.values(BatchType);

export function readBatchParams(params: URLSearchParams): { filter: BatchFilter; page: number } {
  const type = params.get('type') ?? '';
  const state = params.get('state') ?? '';
  const page = Number(params.get('page'));
  return {
    filter: {
      type: TYPES.includes(type) ? type : '',
      keyword: (params.get('keyword') ?? '').trim(),
      state: state === 'open' || state === 'closed' ? state : '',
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function batchParams(filter: BatchFilter, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value.trim()) search.set(key, value.trim());
  if (page > 1) search.set('page', String(page));
  return search;
}

export function toBatchListRequest(filter: BatchFilter, page: number): BatchListRequest {
  return {
    ...(filter.type ? { type: filter.type as BatchType } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.state ? { isClosed: filter.state === 'closed' } : {}),
    maxResultCount: PAGE_SIZE,
    skipCount: (page - 1) * PAGE_SIZE,
  };
}
