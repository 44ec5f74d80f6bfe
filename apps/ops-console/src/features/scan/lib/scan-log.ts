import type { ScanOutcome, ScanResult } from '@forwarder/api-client/ops';

// The scans of a session, newest first: each starts pending the moment it is scanned and turns into the server's
// outcome (or a failure to reach it) when the answer arrives; answers may come back in any order.

export type ScanState = ScanOutcome | 'pending' | 'failed';

export interface ScanEntry {
  /** Unique in the session (the same number may be scanned twice). */
  key: number;
  waybillNumber: string;
  scannedAt: Date;
  state: ScanState;
  /** The server's message (its language), or the failure's. */
  message: string;
  statusDisplayName: string | null;
  orderId: string | null;
}

/** Keeps the table short on a long shift; the counters still count everything. */
export const MAX_SHOWN = 200;

export function pendingEntry(key: number, waybillNumber: string, now = new Date()): ScanEntry {
  return { key, waybillNumber, scannedAt: now, state: 'pending', message: '', statusDisplayName: null, orderId: null };
}

export function resolvedEntry(entry: ScanEntry, result: ScanResult): ScanEntry {
  return { ...entry, waybillNumber: result.waybillNumber, state: result.outcome, message: result.message, statusDisplayName: result.statusDisplayName, orderId: result.orderId };
}

export function failedEntry(entry: ScanEntry, message: string): ScanEntry {
  return { ...entry, state: 'failed', message };
}

/** How many scans ended in each state. */
export function countByState(entries: readonly ScanEntry[]): Record<ScanState, number> {
  const counts: Record<ScanState, number> = { applied: 0, unknown: 0, 'not-allowed': 0, 'already-applied': 0, pending: 0, failed: 0 };
  for (const entry of entries) counts[entry.state] += 1;
  return counts;
}
