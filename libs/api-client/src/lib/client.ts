import createClient, { type Client } from 'openapi-fetch';
import { CONTRACT_NAME, type operations, type paths as ApiFPaths } from '@forwarder/contracts/api-f';
import { type ApiError, apiErrorFromException, apiErrorFromResponse } from './api-error';
import { contractSlot } from './contract-slot';
import { dedupeFetch } from './dedupe-fetch';
import { serializeQuery } from './query-serializer';
import { REQUEST_TIMEOUT_MS, timeoutFetch } from './timeout-fetch';

export interface ApiSession {
  tokenType: string;
  accessToken: string;
}

export interface ApiClientOptions {
  /** Origin of the API; empty for the same origin (the default deployment). */
  baseUrl?: string;
  /** Current UI language, sent as `accept-language` on every call. */
  getLanguage: () => string;
  /** Current login, sent as `authorization: <tokenType> <accessToken>` when present. */
  getSession: () => ApiSession | null;
  /** Called for every failed call except cancelled ones (the apps show the section 8 toasts here). */
  onError?: (error: ApiError) => void;
  /**
   * Called when the server answers 401: the session is gone, whether the call carried a token the server no longer
   * accepts (expired, revoked) or none at all (the login cookie expired with the token, or another tab signed out).
   */
  onUnauthorized?: () => void;
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

type FetchResult<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

/**
 * A contract's client. `Paths` is the contract's generated `paths` (the customer contract's by default); every
 * contract's client has the same middleware (language, authorization, de-duplication, timeout, error classification,
 * reporting and the 401 policy), because they are all made by `createApiClient`.
 */
export interface ApiClient<Paths extends object = ApiFPaths> {
  /** The typed openapi-fetch client, for calls that need full control. */
  readonly raw: Client<Paths>;
  readonly language: () => string;
  readonly hasSession: () => boolean;
  /** The headers every call carries (language and, when signed in, authorization), for non-fetch transports. */
  readonly headers: () => Record<string, string>;
  /** Reports a failure raised outside `send` (e.g. an upload through XMLHttpRequest) like `send` does. */
  readonly report: (error: ApiError) => void;
  /**
   * Sends a call made with `raw` and yields only its data part; failures are thrown as `ApiError`
   * (and reported to `onError` unless cancelled).
   */
  send<T>(
    call: (client: Client<Paths>) => FetchResult<T>,
    signal?: AbortSignal | null,
    options?: SendOptions,
  ): Promise<T>;
}

export interface SendOptions {
  /**
   * Statuses the caller renders itself and that must not reach `onError` (no toast): a detail read's 404 is
   * shown by its page as "not found", so a toast on top would say the same thing twice.
   */
  handledStatuses?: readonly number[];
}

/** For detail reads: their pages show a 404 as the not-found view. */
export const DETAIL_READ: SendOptions = { handledStatuses: [404] };

/**
 * Installs the client of one more contract with an app's options (`installOpsClient` for `/api/ops`): the start-up
 * of an app that talks to it lists it (`definePortal({ clients: [installOpsClient] })`).
 */
export type ClientInstaller = (options: ApiClientOptions) => void;

export function createApiClient<Paths extends object = ApiFPaths>(options: ApiClientOptions): ApiClient<Paths> {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const raw = createClient<Paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: dedupeFetch(timeoutFetch(baseFetch, options.timeoutMs ?? REQUEST_TIMEOUT_MS)),
    querySerializer: (query) => serializeQuery(query as Record<string, unknown>),
  });
  const headers = (): Record<string, string> => {
    const session = options.getSession();
    return {
      'accept-language': options.getLanguage(),
      ...(session ? { authorization: `${session.tokenType} ${session.accessToken}` } : {}),
    };
  };
  raw.use({
    onRequest({ request }) {
      for (const [name, value] of Object.entries(headers())) request.headers.set(name, value);
      return request;
    },
  });

  const report = (error: ApiError) => {
    if (error.kind === 'cancelled') return;
    if (error.status === 401) options.onUnauthorized?.();
    options.onError?.(error);
  };

  return {
    raw,
    language: options.getLanguage,
    hasSession: () => options.getSession() !== null,
    headers,
    report,
    async send<T>(
      call: (client: Client<Paths>) => FetchResult<T>,
      signal?: AbortSignal | null,
      sendOptions: SendOptions = {},
    ): Promise<T> {
      let result: Awaited<FetchResult<T>>;
      try {
        result = await call(raw);
      } catch (cause) {
        const error = apiErrorFromException(cause, signal);
        report(error);
        throw error;
      }
      if (!result.response.ok) {
        const error = apiErrorFromResponse(result.response.status, result.error);
        if (!sendOptions.handledStatuses?.includes(result.response.status)) report(error);
        throw error;
      }
      return result.data as T;
    },
  };
}

/** Body serializer for the contract's form-encoded operations (login, address create/update). */
export function formEncoded(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(key, String(value));
  }
  return form;
}
export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** The customer contract's slot (`/api/f`): every app installs its client. */
export const apiF = contractSlot<typeof CONTRACT_NAME, keyof operations, ApiClient>(CONTRACT_NAME);

/** Installs the app's client of the customer contract; each app calls this once at start-up, before the first query runs. */
export const setApiClient: (client: ApiClient) => void = apiF.set;

export const apiClient: () => ApiClient = apiF.get;
