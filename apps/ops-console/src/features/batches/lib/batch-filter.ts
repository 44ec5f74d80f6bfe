import { BatchType, type BatchListRequest } from '@forwarder/api-client/ops';
import { listParams, pageWindow, readPage } from '../../../shared/list/list';

// The batch list's filter lives in the URL (`?type=MAWB&state=open&keyword=160-&page=2`).

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
  return {
    filter: {
      type: TYPES.includes(type) ? type : '',
      keyword: (params.get('keyword') ?? '').trim(),
      state: state === 'open' || state === 'closed' ? state : '',
    },
    page: readPage(params),
  };
}

export function batchParams(filter: BatchFilter, page = 1): URLSearchParams {
  return listParams({ ...filter }, page);
}

export function toBatchListRequest(filter: BatchFilter, page: number): BatchListRequest {
  return {
    ...(filter.type ? { type: filter.type as BatchType } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.state ? { isClosed: filter.state === 'closed' } : {}),
    ...pageWindow(page),
  };
}
