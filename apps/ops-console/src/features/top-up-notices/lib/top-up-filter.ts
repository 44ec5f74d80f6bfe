import { TopUpNoticeState, type TopUpNoticeListRequest } from '@forwarder/api-client/ops';
import { listParams, pageWindow, readPage } from '../../../shared/list/list';

// The list's filter lives in the URL (`?state=pending&page=2`), so a reload shows the same list and a link can
// open the notices waiting for staff. A malformed parameter is dropped, as on the other lists.

export interface TopUpFilter {
  /** A TopUpNoticeState, or '' for every notice. */
  state: string;
}

const STATES: readonly string[] = Object.values(TopUpNoticeState);

export function readTopUpParams(params: URLSearchParams): { filter: TopUpFilter; page: number } {
  const state = params.get('state') ?? '';
  return { filter: { state: STATES.includes(state) ? state : '' }, page: readPage(params) };
}

export function topUpParams(filter: TopUpFilter, page = 1): URLSearchParams {
  return listParams({ ...filter }, page);
}

export function toTopUpListRequest(filter: TopUpFilter, page: number): TopUpNoticeListRequest {
  return { ...(filter.state ? { state: filter.state as TopUpNoticeState } : {}), ...pageWindow(page) };
}
