import { DEFAULT_PAGE_SIZE, parseWaybillNumbers, type OrderListRequest, type OrderStatus, type TransportMode } from '@forwarder/api-client';
import { nextDayIsoString, toIsoString } from '@forwarder/i18n/dates';

/** The filter form's values, all strings as typed (the URL search params hold the same, see `filterToParams`). */
export interface OrderFilterValues {
  waybill: string;
  status: string;
  mode: string;
  from: string;
  to: string;
  keyword: string;
}

export const EMPTY_FILTER: OrderFilterValues = { waybill: '', status: '', mode: '', from: '', to: '', keyword: '' };

const KEYS = Object.keys(EMPTY_FILTER) as Array<keyof OrderFilterValues>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** URL search params → filter values and the 1-based page (anything invalid is dropped). */
export function readOrderParams(params: URLSearchParams): { filter: OrderFilterValues; page: number } {
  const filter = { ...EMPTY_FILTER };
  for (const key of KEYS) filter[key] = (params.get(key) ?? '').trim();
  if (!DAY.test(filter.from)) filter.from = '';
  if (!DAY.test(filter.to)) filter.to = '';
  if (!/^\d+$/.test(filter.status)) filter.status = '';
  if (!/^\d+$/.test(filter.mode)) filter.mode = '';
  const page = Number(params.get('page'));
  return { filter, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** Filter values (and page) → URL search params; empty fields and page 1 are left out. */
export function filterToParams(filter: OrderFilterValues, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filter[key].trim();
    if (value) search.set(key, value);
  }
  if (page > 1) search.set('page', String(page));
  return search;
}

/** The contract's filter fields: dates become ISO bounds (`creationTimeTo` is the day after the last day, exclusive). */
export function toOrderFilter(filter: OrderFilterValues): Omit<OrderListRequest, 'maxResultCount' | 'skipCount' | 'sorting'> {
  const body: Omit<OrderListRequest, 'maxResultCount' | 'skipCount' | 'sorting'> = {};
  const numbers = parseWaybillNumbers(filter.waybill);
  if (numbers.length) body.waybillNumbers = numbers;
  if (filter.status) body.status = Number(filter.status) as OrderStatus;
  if (filter.mode) body.transportMode = Number(filter.mode) as TransportMode;
  const from = toIsoString(filter.from || undefined);
  if (from) body.creationTimeFrom = from;
  const to = nextDayIsoString(filter.to || undefined);
  if (to) body.creationTimeTo = to;
  if (filter.keyword) body.keyword = filter.keyword;
  return body;
}

/** The list request of a page (7 per page, page 1 first, newest first). */
export function toOrderListRequest(filter: OrderFilterValues, page: number): OrderListRequest {
  return {
    ...toOrderFilter(filter),
    maxResultCount: DEFAULT_PAGE_SIZE,
    skipCount: (page - 1) * DEFAULT_PAGE_SIZE,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an API sorting value
    sorting: 'creationTime desc',
  };
}
