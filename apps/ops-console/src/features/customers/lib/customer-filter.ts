import type { CustomerListRequest } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { listParams, pageWindow, readPage } from '../../../shared/list/list';
import { TYPES, USER_TYPES, type CustomerKind } from './customer-types';

// The customer list's filter lives in the URL (`?keyword=&type=merchant&state=disabled&page=2`), so a search can be
// bookmarked, shared and reached with the back button.

export const STATES = ['enabled', 'disabled'] as const;
export type CustomerTypeFilter = CustomerKind | '';
export type CustomerStateFilter = (typeof STATES)[number] | '';

export interface CustomerFilter {
  keyword: string;
  type: CustomerTypeFilter;
  state: CustomerStateFilter;
}

export const STATE_LABELS: Record<(typeof STATES)[number], MessageDescriptor> = { enabled: msg`启用`, disabled: msg`停用` };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');

/** URL search params → the filter and the 1-based page; anything unknown is dropped. */
export function readCustomerParams(params: URLSearchParams): { filter: CustomerFilter; page: number } {
  return {
    filter: { keyword: (params.get('keyword') ?? '').trim(), type: oneOf(TYPES, params.get('type')), state: oneOf(STATES, params.get('state')) },
    page: readPage(params),
  };
}

/** The filter (and page) → URL search params; empty values and page 1 are left out. */
export function customerParams(filter: CustomerFilter, page = 1): URLSearchParams {
  return listParams({ ...filter }, page);
}

export function toCustomerListRequest(filter: CustomerFilter, page: number): CustomerListRequest {
  return {
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.type ? { userType: USER_TYPES[filter.type] } : {}),
    ...(filter.state ? { isActive: filter.state === 'enabled' } : {}),
    ...pageWindow(page),
  };
}

