// One function per write of the staff contract (`/api/ops`). `options` lets a screen that shows a refusal itself
// (a batch event's per-waybill list) keep it from also being toasted.
import type {
  AddBatchOrdersInput,
  ArticleInput,
  CategoryInput,
  MoveCategoryInput,
  OpsArticle,
  OpsCategory,
  OpsCategoryListResult,
  CreateBatchInput,
  CreateStaffInput,
  CreateCustomerInput,
  ContactReplyInput,
  CreateApiKeyInput,
  CreatedApiKey,
  CreateRoutingInput,
  ImportRateSheetZonesInput,
  RateSheetImportPreview,
  RateSheetInput,
  UpdateRoutingInput,
  EventImportPreview,
  EventInput,
  ImportEventsInput,
  HandleContactMessageInput,
  MoveDirection,
  SiteNavInput,
  SitePageContentInput,
  RaiseExceptionInput,
  ReceiveInput,
  ResolveExceptionInput,
  ScanInput,
  SetCustomerActiveInput,
  SiteImage,
  SiteSettings,
  UpdateBatchInput,
  UpdateStaffInput,
} from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../client';
import { uploadWithProgress, type UploadOptions } from '../upload';
import { opsClient } from './ops-client';

const byId = (id: string) => ({ params: { path: { id } } });

export function postOrderEvent(id: string, body: EventInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/orders/{id}/events', { ...byId(id), body }), null, options);
}

export function raiseOrderException(id: string, body: RaiseExceptionInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/orders/{id}/exception', { ...byId(id), body }), null, options);
}

export function resolveOrderException(id: string, body: ResolveExceptionInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/orders/{id}/exception/resolve', { ...byId(id), body }), null, options);
}

/** Always 200 with the outcome (applied, unknown, not-allowed, already-applied). */
export function scanWaybill(body: ScanInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/scans', { body }), null, options);
}

export function receiveParcels(body: ReceiveInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/receiving', { body }), null, options);
}

export function createBatch(body: CreateBatchInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/batches', { body }), null, options);
}

export function updateBatch(id: string, body: UpdateBatchInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/batches/{id}', { ...byId(id), body }), null, options);
}

export function addBatchOrders(id: string, body: AddBatchOrdersInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/batches/{id}/orders', { ...byId(id), body }), null, options);
}

export function removeBatchOrder(id: string, orderId: string, options?: SendOptions) {
  return opsClient().send(
    (c) => c.DELETE('/api/ops/batches/{id}/orders/{orderId}', { params: { path: { id, orderId } } }),
    null,
    options,
  );
}

/** All or nothing: a refusal is 400 `Ops:BatchMoveNotAllowed` with one validation error per refused waybill. */
export function postBatchEvent(id: string, body: EventInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/batches/{id}/events', { ...byId(id), body }), null, options);
}

export function createStaff(body: CreateStaffInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/staff', { body }), null, options);
}

export function updateStaff(id: string, body: UpdateStaffInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/staff/{id}', { ...byId(id), body }), null, options);
}

/** A message already handled answers 400 `Ops:MessageAlreadyHandled` (someone else was quicker). */
export function handleContactMessage(id: string, body: HandleContactMessageInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/messages/{id}/handle', { ...byId(id), body }), null, options);
}

export function reopenContactMessage(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/messages/{id}/reopen', byId(id)), null, options);
}

export function createCustomer(body: CreateCustomerInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/customers', { body }), null, options);
}

/** Disabling ends every session of the customer at once. */
export function setCustomerActive(id: string, body: SetCustomerActiveInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/customers/{id}/state', { ...byId(id), body }), null, options);
}

/** The answer holds the temporary password: the only time it can be read. */
export function resetCustomerPassword(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/customers/{id}/password-reset', byId(id)), null, options);
}

// ---------- e-mail (issue 12) ----------

/** The reply is kept with the message and waits in the outbox; the answer is the message with its replies. */
export function replyToContactMessage(id: string, body: ContactReplyInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/messages/{id}/reply', { ...byId(id), body }), null, options);
}

/**
 * The other way to reset a customer's password: a link valid 30 minutes by e-mail (the password and sessions stay
 * until it is used). Refused with 400 without mail, without an e-mail address or for a disabled account.
 */
export function sendCustomerPasswordResetLink(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/customers/{id}/password-reset-link', byId(id)), null, options);
}

/** Admins only: a failed mail goes back to pending (400 for any other state, or for a password reset mail). */
export function retryMail(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/mail/{id}/retry', byId(id)), null, options);
}

// ---------- events in bulk (issue 12): the spreadsheet import and the API keys ----------

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

/** Admins only. The answer holds the key's secret, which the server cannot show again. */
export function createApiKey(body: CreateApiKeyInput, options?: SendOptions): Promise<CreatedApiKey> {
  return opsClient().send((c) => c.POST('/api/ops/api-keys', { body }), null, options);
}

/** Admins only; revoking a revoked key answers 400 `Ops:ApiKeyAlreadyRevoked`. */
export function revokeApiKey(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/api-keys/{id}/revoke', byId(id)), null, options);
}

// ---------- site content (issue 13): articles and categories (operators and admins) ----------

/** The HTML is sanitised by the server: the answer holds what was stored. */
export function createArticle(body: ArticleInput, options?: SendOptions): Promise<OpsArticle> {
  return opsClient().send((c) => c.POST('/api/ops/articles', { body }), null, options);
}

export function updateArticle(id: string, body: ArticleInput, options?: SendOptions): Promise<OpsArticle> {
  return opsClient().send((c) => c.PUT('/api/ops/articles/{id}', { ...byId(id), body }), null, options);
}

export function setArticlePublished(id: string, isPublished: boolean, options?: SendOptions): Promise<OpsArticle> {
  return opsClient().send((c) => c.PUT('/api/ops/articles/{id}/published', { ...byId(id), body: { isPublished } }), null, options);
}

export function deleteArticle(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.DELETE('/api/ops/articles/{id}', byId(id)), null, options);
}

export function createCategory(body: CategoryInput, options?: SendOptions): Promise<OpsCategory> {
  return opsClient().send((c) => c.POST('/api/ops/article-categories', { body }), null, options);
}

/** A new parent under itself or a descendant answers 400 `Ops:CategoryCycle`. */
export function updateCategory(id: string, body: CategoryInput, options?: SendOptions): Promise<OpsCategory> {
  return opsClient().send((c) => c.PUT('/api/ops/article-categories/{id}', { ...byId(id), body }), null, options);
}

/** Refused (400 `Ops:CategoryHasArticles` / `Ops:CategoryHasChildren`) while it holds anything. */
export function deleteCategory(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.DELETE('/api/ops/article-categories/{id}', byId(id)), null, options);
}

export function moveCategory(id: string, direction: MoveCategoryInput['direction'], options?: SendOptions): Promise<OpsCategoryListResult> {
  return opsClient().send((c) => c.POST('/api/ops/article-categories/{id}/move', { ...byId(id), body: { direction } }), null, options);
}

// ---------- site pictures (issue 13) ----------

/** Uploads a picture for the public site; the answer's `url` is what a logo, banner or article field stores. */
export function uploadSiteImage(file: File, options?: UploadOptions): Promise<SiteImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress('/api/ops/site-images', body, options, opsClient());
}

/** Admins only; replaces every setting, and the public site shows them with its next request. */
export function updateSiteSettings(body: SiteSettings, options?: SendOptions): Promise<SiteSettings> {
  return opsClient().send((c) => c.PUT('/api/ops/site-settings', { body }), null, options);
}

// ---------- shipping products and rate sheets (issue 13), admins only ----------

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

// ---------- site content: navigation (admins) and home blocks (operators and admins), issue 13 ----------

/** A refusal names the field the nav type needs (`linkData.url`, `sitePage`, …). */
export function createSiteNav(body: SiteNavInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/site-content/navs', { body }), null, options);
}

export function updateSiteNav(id: string, body: SiteNavInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/site-content/navs/{id}', { ...byId(id), body }), null, options);
}

/** 400 `Ops:NavHasChildren` / `Ops:NavIsTarget` while something depends on the item. */
export function deleteSiteNav(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.DELETE('/api/ops/site-content/navs/{id}', byId(id)), null, options);
}

/** The answer is the whole tree after the move. */
export function moveSiteNav(id: string, direction: MoveDirection, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/site-content/navs/{id}/move', { ...byId(id), body: { direction } }), null, options);
}

export function setSiteNavVisibility(id: string, isVisible: boolean, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/site-content/navs/{id}/visibility', { ...byId(id), body: { isVisible } }), null, options);
}

export function createSitePageContent(body: SitePageContentInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/site-content/page-contents', { body }), null, options);
}

export function updateSitePageContent(id: string, body: SitePageContentInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/site-content/page-contents/{id}', { ...byId(id), body }), null, options);
}

export function deleteSitePageContent(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.DELETE('/api/ops/site-content/page-contents/{id}', byId(id)), null, options);
}

/** The answer is every block after the move. */
export function moveSitePageContent(id: string, direction: MoveDirection, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/site-content/page-contents/{id}/move', { ...byId(id), body: { direction } }), null, options);
}

export function setSitePageContentPublished(id: string, isPublished: boolean, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/site-content/page-contents/{id}/publish', { ...byId(id), body: { isPublished } }), null, options);
}
