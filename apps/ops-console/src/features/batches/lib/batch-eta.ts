import type { Batch } from '@forwarder/api-client/ops';
import { formatTimeInZone } from '@forwarder/i18n';

/**
 * A batch's ETA in the zone staff typed it at, named: 10:00 typed at +08:00 reads `2026-11-28 10:00 (UTC+08:00)`
 * whatever the viewer's zone (issue 27: it read 02:00, in the viewer's zone, unnamed). Empty without an ETA.
 */
export const formatBatchEta = (batch: Pick<Batch, 'eta' | 'etaTimeZone'>): string =>
  batch.eta ? formatTimeInZone(batch.eta, batch.etaTimeZone ?? '') : '';
