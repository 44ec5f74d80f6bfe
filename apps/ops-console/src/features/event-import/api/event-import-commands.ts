import type { UploadOptions } from '@forwarder/api-client';
import { importEvents, previewEventImport, type EventImportRow } from '@forwarder/api-client/ops';
import { FORM_SEND } from '../../../shared/form/server-errors';

// The page shows these failures itself, next to the drop zone or above the preview (a refused file, the rows the
// server refused on confirm), so they do not also raise the global toast.

/**
 * Uploads the sheet for a preview; a cancelled upload rejects with an ApiError of kind `cancelled`. Refusals (400,
 * 413) are not toasted (the upload step shows them); the statuses rather than `withoutErrorToast` of
 * @forwarder/auth, whose import from a lazy route splits the console's first load into more chunks (+1 KiB gzip).
 */
export function previewEventSpreadsheet(file: File, options: UploadOptions) {
  return previewEventImport(file, { ...options, handledStatuses: [400, 413] });
}

/** Writes the events in one transaction (all or nothing); a refusal (400) names the rows (`rows[i].code`). */
export function submitEventImport(fileName: string, rows: EventImportRow[]) {
  return importEvents({ fileName, rows }, FORM_SEND);
}
