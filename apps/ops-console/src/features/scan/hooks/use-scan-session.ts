import { scanWaybill, ScanOutcome, type EventInput } from '@forwarder/api-client/ops';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { invalidateOrderReads } from '../../../shared/orders/invalidate';
import { failedEntry, pendingEntry, resolvedEntry, type ScanEntry } from '../lib/scan-log';

/**
 * The scans of a session (kept while staff change the event): `scan` adds a pending row at once, posts the scan
 * and turns the row into its outcome when the answer arrives. Scans run side by side: a scanner does not wait.
 */
export function useScanSession() {
  const queryClient = useQueryClient();
  const nextKey = useRef(1);
  const [entries, setEntries] = useState<ScanEntry[]>([]);

  const scan = useCallback(
    (waybillNumber: string, event: EventInput) => {
      const key = nextKey.current++;
      const update = (change: (entry: ScanEntry) => ScanEntry) =>
        setEntries((current) => current.map((entry) => (entry.key === key ? change(entry) : entry)));
      setEntries((current) => [pendingEntry(key, waybillNumber), ...current]);
      scanWaybill({ waybillNumber, event })
        .then((result) => {
          update((entry) => resolvedEntry(entry, result));
          if (result.outcome === ScanOutcome.Applied) void invalidateOrderReads(queryClient);
        })
        .catch((error: unknown) => update((entry) => failedEntry(entry, error instanceof Error ? error.message : String(error))));
    },
    [queryClient],
  );

  return { entries, scan };
}
