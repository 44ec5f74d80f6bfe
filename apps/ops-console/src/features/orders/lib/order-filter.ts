import { parseWaybillNumbers } from '@forwarder/api-client';
import type { OpsOrderListRequest, OrderStatus, TransportMode } from '@forwarder/api-client/ops';
import { dayRangeError } from '@forwarder/i18n';
import { nextDayIsoString, toIsoString } from '@forwarder/i18n/dates';
import { t } from '@lingui/core/macro';
import { isUuid } from '../../../config/paths';
import { listParams, pageWindow, readPage } from '../../../shared/list/list';
import { MAX_FILTER_NUMBERS } from '../../../shared/waybills/waybill-numbers';

// The order list's filter lives in the URL (a link from the dashboard, a reload or a shared address shows the same
// list): every value is a string as the form and the search params hold it; the request is built from them.

// eslint-disable-next-line lingui/no-unlocalized-strings -- the contract's sorting values
export const SORTINGS = ['creationTime desc', 'creationTime asc', 'lastEventTime asc', 'lastEventTime desc', 'waybillNumber asc'] as const;
export type Sorting = (typeof SORTINGS)[number];

export interface OrderFilterValues {
  /** Waybill numbers, comma-separated in the URL; the form's text area takes any separator. */
  numbers: string;
  customer: string;
  /**
   * Exactly one customer (the link on a customer's page sets it with their user name as `customer`): kept only
   * while `customer` is unchanged, so editing the text searches by name again.
   */
  customerId: string;
  /** Statuses, comma-separated (`10,20`). */
  status: string;
  mode: string;
  /** A product (routing id). */
  product: string;
  /** Creation date range, days (`YYYY-MM-DD`), both included. */
  from: string;
  to: string;
  /** Last change date range, days, both included. */
  updatedFrom: string;
  updatedTo: string;
  /** No event for more than this many days. */
  stale: string;
  sort: string;
}

export const EMPTY_FILTER: OrderFilterValues = {
  numbers: '',
  customer: '',
  customerId: '',
  status: '',
  mode: '',
  product: '',
  from: '',
  to: '',
  updatedFrom: '',
  updatedTo: '',
  stale: '',
  sort: '',
};

/** The longest wait "no event for more than N days" takes (the contract's `staleDays`). */
const MAX_STALE_DAYS = 365;

const KEYS = Object.keys(EMPTY_FILTER) as Array<keyof OrderFilterValues>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const statusesOf = (text: string) => text.split(',').filter((part) => /^\d+$/.test(part)).map(Number);

/** URL search params → filter values and the 1-based page; anything malformed is dropped. */
export function readOrderParams(params: URLSearchParams): { filter: OrderFilterValues; page: number } {
  const filter = { ...EMPTY_FILTER };
  for (const key of KEYS) filter[key] = (params.get(key) ?? '').trim();
  filter.numbers = parseWaybillNumbers(filter.numbers).slice(0, MAX_FILTER_NUMBERS).join(',');
  filter.status = statusesOf(filter.status).join(',');
  for (const key of ['from', 'to', 'updatedFrom', 'updatedTo'] as const) if (!DAY.test(filter[key])) filter[key] = '';
  if (!/^\d+$/.test(filter.mode)) filter.mode = '';
  if (!isUuid(filter.product)) filter.product = '';
  if (!isUuid(filter.customerId) || !filter.customer) filter.customerId = '';
  const stale = Number(filter.stale);
  if (!(Number.isInteger(stale) && stale >= 1 && stale <= MAX_STALE_DAYS)) filter.stale = '';
  if (!(SORTINGS as readonly string[]).includes(filter.sort)) filter.sort = '';
  return { filter, page: readPage(params) };
}

/**
 * What the form's fields say is wrong, in the page's language (the form does not let the browser validate: its
 * bubbles speak the browser's language). A filter with any of them is not applied.
 */
export function filterErrors(values: OrderFilterValues): Partial<Record<'numbers' | 'to' | 'updatedTo' | 'stale', string>> {
  const stale = values.stale.trim();
  const days = Number(stale);
  return {
    numbers: parseWaybillNumbers(values.numbers).length > MAX_FILTER_NUMBERS ? t`最多 ${MAX_FILTER_NUMBERS} 个运单号` : undefined,
    to: dayRangeError(values.from, values.to),
    updatedTo: dayRangeError(values.updatedFrom, values.updatedTo),
    stale: stale && !(/^\d+$/.test(stale) && days >= 1 && days <= MAX_STALE_DAYS) ? t`请输入 1 到 ${MAX_STALE_DAYS} 之间的整数` : undefined,
  };
}

/** The filter staff applied from the form: the exact customer stays only if they left its name as it was. */
export function appliedFilter(current: OrderFilterValues, next: OrderFilterValues): OrderFilterValues {
  return next.customer.trim() === current.customer ? next : { ...next, customerId: '' };
}

/** Filter values (and page) → URL search params; empty values and page 1 are left out, numbers normalised. */
export function filterToParams(filter: OrderFilterValues, page = 1): URLSearchParams {
  return listParams({ ...filter, numbers: parseWaybillNumbers(filter.numbers).join(',') }, page);
}

/** The request of a page: dates become ISO bounds (the day after the last day, exclusive). */
export function toOrderListRequest(filter: OrderFilterValues, page: number): OpsOrderListRequest {
  const body: OpsOrderListRequest = {
    ...pageWindow(page),
    sorting: (filter.sort || SORTINGS[0]) as Sorting,
  };
  const numbers = parseWaybillNumbers(filter.numbers);
  if (numbers.length) body.waybillNumbers = numbers.slice(0, MAX_FILTER_NUMBERS);
  // The id is exact; the name beside it only shows staff whose orders these are.
  if (filter.customerId) body.customerId = filter.customerId;
  else if (filter.customer) body.customer = filter.customer;
  const statuses = statusesOf(filter.status);
  if (statuses.length) body.statuses = statuses as OrderStatus[];
  if (filter.mode) body.transportMode = Number(filter.mode) as TransportMode;
  if (filter.product) body.routingId = filter.product;
  const range = {
    creationTimeFrom: toIsoString(filter.from || undefined),
    creationTimeTo: nextDayIsoString(filter.to || undefined),
    lastModificationTimeFrom: toIsoString(filter.updatedFrom || undefined),
    lastModificationTimeTo: nextDayIsoString(filter.updatedTo || undefined),
  };
  for (const [key, value] of Object.entries(range) as Array<[keyof typeof range, string | undefined]>) if (value) body[key] = value;
  if (filter.stale) body.staleDays = Number(filter.stale);
  return body;
}
