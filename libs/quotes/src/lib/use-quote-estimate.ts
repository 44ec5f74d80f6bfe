import { logisticsQueries, type QuoteRequest } from '@forwarder/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long typing must pause before the estimate is asked for (one request per pause, not per key). */
export const ESTIMATE_DELAY_MS = 400;

/** `value`, once it has stopped changing for `delayMs` (compared by content, so a re-created object is no change). */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
    // `key` stands for `value`'s content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);
  return settled;
}

/**
 * The server's quote for what a form holds, asked for once the member stops typing; `null` while the form cannot be
 * quoted (no country, an incomplete box). The previous answer stays shown while the next one loads. The figure is the
 * public calculator's for the same parcels: one operation computes both.
 */
export function useQuoteEstimate(request: QuoteRequest | null) {
  const settled = useSettledValue(request, ESTIMATE_DELAY_MS);
  return useQuery({
    ...logisticsQueries.quote(settled ?? { destinationCountryCode: '', parcels: [] }),
    enabled: settled !== null,
    placeholderData: request === null ? undefined : keepPreviousData,
  });
}
