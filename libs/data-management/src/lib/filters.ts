import type { MerchantDataCategory, MerchantDataListQuery } from '@forwarder/api-client';
import { nextDayIsoString, toIsoString } from '@forwarder/i18n/dates';
import { isDataCategory } from './categories';

/** Records per page (spec section 9: default paging maxResultCount 7). */
export const DATA_PAGE_SIZE = 7;

/** The list's filters as they live in the URL (`?keyword=&category=&from=&to=&page=`). */
export interface DataFilters {
  keyword: string;
  category: MerchantDataCategory | undefined;
  /** First day, `YYYY-MM-DD` (inclusive). */
  from: string;
  /** Last day, `YYYY-MM-DD` (inclusive: sent as the next day's start, exclusive). */
  to: string;
  /** 1-based page. */
  page: number;
}

export const FILTER_PARAMS = ['keyword', 'category', 'from', 'to', 'page'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string {
  return value && DAY.test(value) ? value : '';
}

/** Reads the filters from search params; anything invalid is ignored (no filter, page 1). */
export function filtersFromSearch(params: URLSearchParams): DataFilters {
  const category = params.get('category');
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    category: category !== null && isDataCategory(category) ? (Number(category) as MerchantDataCategory) : undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * Writes the filters into a copy of `params` (other parameters kept); empty values and page 1 are left out,
 * so the plain list has a plain URL.
 */
export function searchWithFilters(params: URLSearchParams, filters: Partial<DataFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  const keyword = filters.keyword?.trim();
  if (keyword) next.set('keyword', keyword);
  if (filters.category !== undefined) next.set('category', String(filters.category));
  if (filters.from) next.set('from', filters.from);
  if (filters.to) next.set('to', filters.to);
  if (filters.page && filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** The list call for these filters: `creationTimeTo` is the day after the last day (exclusive bound). */
export function listQueryOf(filters: DataFilters): MerchantDataListQuery {
  const query: MerchantDataListQuery = {
    maxResultCount: DATA_PAGE_SIZE,
    skipCount: (filters.page - 1) * DATA_PAGE_SIZE,
  };
  if (filters.keyword) query.keyword = filters.keyword;
  if (filters.category !== undefined) query.category = filters.category;
  const from = toIsoString(filters.from);
  if (from) query.creationTimeFrom = from;
  const to = nextDayIsoString(filters.to);
  if (to) query.creationTimeTo = to;
  return query;
}
