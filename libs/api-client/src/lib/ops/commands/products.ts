// Shipping products and their rate sheets, admins only (tag `products`).
import type {
  CreateRoutingInput,
  ImportRateSheetZonesInput,
  RateSheetImportPreview,
  RateSheetInput,
  UpdateRoutingInput,
} from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { uploadWithProgress, type UploadOptions } from '../../upload';
import { byId, opsClient } from '../ops-client';

/** A new product, active at once and without a rate sheet; a taken code is 400 `Ops:RoutingCodeTaken` on `code`. */
export function createRouting(body: CreateRoutingInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/routings', { body }), null, options);
}

/** Everything but the code and the active flag. */
export function updateRouting(id: string, body: UpdateRoutingInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/routings/{id}', { ...byId(id), body }), null, options);
}

/** Retires (false) or restores (true) a product; its orders stay readable either way. */
export function setRoutingActive(id: string, isActive: boolean, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/routings/{id}/state', { ...byId(id), body: { isActive } }), null, options);
}

/** Replaces the whole sheet, zones included (all or nothing; errors name the member, `zones[1].countryCodes`). */
export function replaceRateSheet(id: string, body: RateSheetInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/routings/{id}/rate-sheet', { ...byId(id), body }), null, options);
}

/** The rate-sheet template (.xlsx) with its column titles in the UI's language. */
export function downloadRateSheetImportTemplate(options?: SendOptions): Promise<Blob> {
  return opsClient().send((c) => c.GET('/api/ops/rate-sheet-import/template', { parseAs: 'blob' }), null, options);
}

/** Uploads a filled-in rate-sheet template for the server's preview against one product (nothing is stored). */
export function previewRateSheetImport(id: string, file: File, options?: UploadOptions): Promise<RateSheetImportPreview> {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress(`/api/ops/routings/${encodeURIComponent(id)}/rate-sheet/import-preview`, body, options, opsClient());
}

/** Replaces the sheet's zones with the previewed ones, all or nothing (400 `Ops:ImportRefused`, `zones[2].breaks`). */
export function importRateSheetZones(id: string, body: ImportRateSheetZonesInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/routings/{id}/rate-sheet/import', { ...byId(id), body }), null, options);
}
