// The spreadsheet import of tracking events (tag `imports`).
import type { EventImportPreview, ImportEventsInput } from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { uploadWithProgress, type UploadOptions } from '../../upload';
import { opsClient } from '../ops-client';

/** The event template (.xlsx) with its column titles in the UI's language. */
export function downloadEventImportTemplate(options?: SendOptions): Promise<Blob> {
  return opsClient().send((c) => c.GET('/api/ops/event-import/template', { parseAs: 'blob' }), null, options);
}

/** Uploads a filled-in event template for the server's preview (nothing is stored), with progress. */
export function previewEventImport(file: File, options?: UploadOptions): Promise<EventImportPreview> {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress('/api/ops/event-import/preview', body, options, opsClient());
}

/** All or nothing: a refusal is 400 `Ops:ImportRefused` with one validation error per refused cell (`rows[i].code`). */
export function importEvents(body: ImportEventsInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/event-import', { body }), null, options);
}
