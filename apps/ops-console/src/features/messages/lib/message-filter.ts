import { ContactMessageState, type ContactMessageListRequest } from '@forwarder/api-client/ops';

// The inbox's filter lives in the URL (`?state=unread&keyword=报价&page=2`), so the dashboard's tile links to the
// unread messages and a reload shows the same list. A malformed parameter is dropped, as on the other lists.

export const PAGE_SIZE = 20;

export interface MessageFilter {
  /** A ContactMessageState, or '' for every message. */
  state: string;
  keyword: string;
}

const STATES: readonly string[] = Object.values(ContactMessageState);

export function readMessageParams(params: URLSearchParams): { filter: MessageFilter; page: number } {
  const state = params.get('state') ?? '';
  const page = Number(params.get('page'));
  return {
    filter: { state: STATES.includes(state) ? state : '', keyword: (params.get('keyword') ?? '').trim().slice(0, 100) },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function messageParams(filter: MessageFilter, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.state) search.set('state', filter.state);
  if (filter.keyword.trim()) search.set('keyword', filter.keyword.trim());
  if (page > 1) search.set('page', String(page));
  return search;
}

export function toMessageListRequest(filter: MessageFilter, page: number): ContactMessageListRequest {
  return {
    ...(filter.state ? { state: filter.state as ContactMessageState } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    maxResultCount: PAGE_SIZE,
    skipCount: (page - 1) * PAGE_SIZE,
  };
}
