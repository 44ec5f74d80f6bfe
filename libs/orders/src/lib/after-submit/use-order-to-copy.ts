import { logisticsQueries, type Order } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { orderToCopy } from './copy-order';

export type OrderToCopy =
  | { state: 'none' }
  | { state: 'loading' }
  /** The order named by `?copy=`, not the caller's or gone: the form opens empty and says so. */
  | { state: 'missing' }
  | { state: 'ready'; order: Order };

/**
 * The order the form's URL asks to copy (`?copy=<id>`), read with the detail's query (so a copy made from the
 * detail needs no second request). A missing order is the form's own notice, not a request-error toast.
 */
export function useOrderToCopy(): OrderToCopy {
  const [params] = useSearchParams();
  const id = orderToCopy(params);
  const base = logisticsQueries.order(id ?? '');
  const source = useQuery({ ...base, enabled: id !== null, queryFn: (context) => withoutErrorToast(async () => base.queryFn!(context)) });
  if (id === null) return { state: 'none' };
  if (source.data) return { state: 'ready', order: source.data };
  if (source.isError) return { state: 'missing' };
  return { state: 'loading' };
}
