// Public entry of the API client: the contract's types, the configured client, query option factories for
// every read, and one function per write.
// The contract's types, schema names and enum constants (one source: @forwarder/contracts/api-f).
export * from '@forwarder/contracts/api-f';
export {
  ApiError,
  isApiError,
  serverFieldErrors,
  type ApiErrorKind,
  type AbpError,
  type ValidationErrorInfo,
} from './lib/api-error';
export {
  createApiClient,
  setApiClient,
  apiClient,
  formEncoded,
  DETAIL_READ,
  type ApiClient,
  type SendOptions,
  type ApiClientOptions,
  type ApiSession,
  type ClientInstaller,
} from './lib/client';
export { serializeQuery } from './lib/query-serializer';
export { REQUEST_TIMEOUT_MS } from './lib/timeout-fetch';
export { WEB_CLIENT_ID, WEB_CLIENT_SECRET, DEFAULT_PAGE_SIZE, NAV_PAGE_SIZE, MAX_TRACKING_NUMBERS } from './lib/constants';
export { operationKey, queryKey, type OperationId } from './lib/query-key';
export { isWaybillNumberCharacter, MAX_WAYBILL_NUMBER_LENGTH, parseWaybillNumbers, splitWaybillNumbers } from './lib/waybill-numbers';
export { createQueryClient, type QueryOptionsOverrides } from './lib/query-client';
export { uploadWithProgress, type UploadOptions } from './lib/upload';
export { systemQueries, cachedApplicationConfiguration, enumValues } from './lib/queries/system';
export { useSiteTimeZone } from './lib/queries/site-time-zone';
export { areaQueries } from './lib/queries/area';
export { contentQueries } from './lib/queries/content';
export { logisticsQueries } from './lib/queries/logistics';
export { userQueries } from './lib/queries/user';
export { merchantDataQueries, type MerchantDataListQuery } from './lib/queries/merchant-data';
export * from './lib/commands/passport';
export * from './lib/commands/user';
export * from './lib/commands/logistics';
export { fileNameOf, type DownloadedFile } from './lib/files/downloaded-file';
export * from './lib/commands/merchant-data';
export * from './lib/commands/order-after-submit';
