import { ContactMessageState, type ContactMessageListRequest } from '@forwarder/api-client/ops';
import { listParams, pageWindow, readPage } from '../../../shared/list/list';

// The inbox's filter lives in the URL (`?state=unread&keyword=报价&page=2`), so the dashboard's tile links to the
// unread messages and a reload shows the same list. A malformed parameter is dropped, as on the other lists.

export interface MessageFilter {
  /** A ContactMessageState, or '' for every message. */
  state: string;
  keyword: string;
}

const STATES: readonly string[] = Object.values(ContactMessageState);

export function readMessageParams(params: URLSearchParams): { filter: MessageFilter; page: number } {
  const state = params.get('state') ?? '';
  return {
    filter: { state: STATES.includes(state) ? state : '', keyword: (params.get('keyword') ?? '').trim().slice(0, 100) },
    page: readPage(params),
  };
}

export function messageParams(filter: MessageFilter, page = 1): URLSearchParams {
  return listParams({ ...filter }, page);
}

export function toMessageListRequest(filter: MessageFilter, page: number): ContactMessageListRequest {
  return {
    ...(filter.state ? { state: filter.state as ContactMessageState } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...pageWindow(page),
  };
}
