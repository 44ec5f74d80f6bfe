import type { CustomerListRequest } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The customer list's filter lives in the URL (`?keyword=&type=merchant&state=disabled&page=2`), so a search can be
// bookmarked, shared and reached with the back button.

export const PAGE_SIZE = 20;

export const TYPES = ['member', 'merchant'] as const;
export const STATES = ['enabled', 'disabled'] as const;
export type CustomerTypeFilter = (typeof TYPES)[number] | '';
export type CustomerStateFilter = (typeof STATES)[number] | '';

export interface CustomerFilter {
  keyword: string;
  type: CustomerTypeFilter;
  state: CustomerStateFilter;
}

export const TYPE_LABELS: Record<(typeof TYPES)[number], MessageDescriptor> = { member: msg`会员`, merchant: msg`商户` };
export const STATE_LABELS: Record<(typeof STATES)[number], MessageDescriptor> = { enabled: msg`启用`, disabled: msg`停用` };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');

/** URL search params → the filter and the 1-based page; anything unknown is dropped. */
export function readCustomerParams(params: URLSearchParams): { filter: CustomerFilter; page: number } {
  const page = Number(params.get('page'));
  return {
    filter: { keyword: (params.get('keyword') ?? '').trim(), type: oneOf(TYPES, params.get('type')), state: oneOf(STATES, params.get('state')) },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filter (and page) → URL search params; empty values and page 1 are left out. */
export function customerParams(filter: CustomerFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.keyword.trim()) params.set('keyword', filter.keyword.trim());
  if (filter.type) params.set('type', filter.type);
  if (filter.state) params.set('state', filter.state);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function toCustomerListRequest(filter: CustomerFilter, page: number): CustomerListRequest {
  return {
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.type ? { userType: filter.type === 'merchant' ? 30 : 20 } : {}),
    ...(filter.state ? { isActive: filter.state === 'enabled' } : {}),
    maxResultCount: PAGE_SIZE,
    skipCount: (page - 1) * PAGE_SIZE,
  };
}

/** The label of a customer's type. */
export const typeLabel = (userType: number): MessageDescriptor => (userType === 30 ? TYPE_LABELS.merchant : TYPE_LABELS.member);
