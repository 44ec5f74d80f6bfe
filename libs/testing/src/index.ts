// Public entry of @forwarder/testing: the one harness for component and route tests against the API (specs only;
// lint keeps it out of app code). See README.md.
export { installApi, TEST_SESSION, type ApiCall, type ApiHandler, type InstallApiOptions } from './lib/api';
export { json, noContent, apiError, errorBody } from './lib/responses';
export { contractProblem } from './lib/contract';
export { renderWithProviders, renderRoutes, type RenderOptions } from './lib/render';
export { appCatalog, sourceCatalog, specApp, specCatalog } from './lib/catalog';
export { expectRoutesToMatchManifest, expectEveryPageToLoad, servedPaths } from './lib/routes';
export { uuid } from './lib/fixtures/ids';
export { regions, regionApi } from './lib/fixtures/regions';
export { profile } from './lib/fixtures/profile';
export { address } from './lib/fixtures/address';
export { measured, order, orderException, orderListItem, party } from './lib/fixtures/order';
export { trackingEvent, trackingHistory, trackingNotFound, trackingResult } from './lib/fixtures/tracking';
export { applicationConfiguration, type ConfigurationOptions } from './lib/fixtures/configuration';
// Billing (issue 29): an invoice as the customer's and the staff's billing pages list it.
export { invoice } from './lib/fixtures/invoice';
// The staff contract's fixtures (openapi/api-ops).
export { opsReference, opsStatusName, opsExceptionReason, opsNextStatuses, opsServerMessage, opsMoveNotAllowed, OPS_ROUTING } from './lib/fixtures/ops-reference';
export { opsCustomer, opsEvent, opsOrder, opsOrderListItem, opsScanResult, exceptionQueueItem } from './lib/fixtures/ops-order';
export { batch, batchDetail, opsDashboard, auditEntry, staffAccount } from './lib/fixtures/ops-batch';
export { contactMessage } from './lib/fixtures/ops-message';
export { customerAddress, customerDetail, customerSummary } from './lib/fixtures/ops-customer';
// The outbox and contact replies (issue 12, e-mail).
export { contactReply, failedMail, mailDetail, mailSummary } from './lib/fixtures/ops-mail';
// Events in bulk (issue 12).
export {
  apiKey,
  createdApiKey,
  EVENT_IMPORT_COLUMNS,
  eventImportPreview,
  eventImportPreviewRow,
  eventImportRow,
} from './lib/fixtures/ops-import';
// Shipping products and quotes (issue 13).
export { QUOTE_ROUTING, quoteItem, quotePrice, quoteResult, unavailableQuoteItem } from './lib/fixtures/quote';
