// The real API client (headers, error classification, 401 handling, de-duplication) over a fetch answered by the
// spec: every call is recorded, and every JSON answer is checked against the contract.
import { createApiClient, setApiClient, type ApiClientOptions, type ApiSession } from '@forwarder/api-client';
import { installOpsClient } from '@forwarder/api-client/ops';
import { currentLocale } from '@forwarder/i18n';
import { contractProblem } from './contract';
import { regionApi } from './fixtures/regions';
import { apiError } from './responses';

export interface ApiCall {
  method: string;
  /** Path without the origin, e.g. `/api/f/user-management/profile/my`. */
  path: string;
  query: URLSearchParams;
  /** The body as sent ('' for GET): JSON text, form fields, or a multipart body. */
  body: string;
  /** The body parsed, when it was sent as JSON. */
  json: unknown;
  headers: Headers;
  /** `accept-language` of the call. */
  language: string | null;
}

/** Answers a call, or leaves it (undefined) to the next handler. */
export type ApiHandler = (call: ApiCall) => Response | undefined;

export interface InstallApiOptions {
  /** Session the client sends (default: a member's test token); ignored when `client.getSession` is given. */
  session?: ApiSession | null;
  /**
   * Options of the real client to keep, e.g. an app's own (`apiClientOptionsFor(app)` from
   * `@forwarder/portal-shell/bootstrap`: toasts, 401 policy, cookie session). `baseUrl` and `fetch` stay the harness's.
   */
  client?: Partial<ApiClientOptions>;
  /** Checks every JSON answer of the handler against the contract (default true). */
  contract?: boolean;
}

export const TEST_SESSION: ApiSession = { tokenType: 'Bearer', accessToken: 'test-token' };

const problems: string[] = [];

// Registered once per spec file (a module is loaded once per file): a contract violation seen during a test fails
// that test, with every violation listed, whatever the test itself asserted.
if (typeof afterEach === 'function') {
  afterEach(() => {
    if (problems.length === 0) return;
    const list = problems.splice(0).map((p) => `  - ${p}`);
    throw new Error(`A stubbed answer does not match the contract:\n${list.join('\n')}`);
  });
}

async function readCall(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  const isJson = /json/.test(request.headers.get('content-type') ?? '');
  return {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    body,
    json: isJson && body ? (JSON.parse(body) as unknown) : undefined,
    headers: request.headers,
    language: request.headers.get('accept-language'),
  };
}

async function checkAgainstContract(call: ApiCall, response: Response): Promise<void> {
  if (!/json/.test(response.headers.get('content-type') ?? '')) return;
  const text = await response.clone().text();
  const problem = contractProblem(call.method, call.path, response.status, text ? (JSON.parse(text) as unknown) : null);
  if (problem && !problems.includes(problem)) problems.push(problem);
}

/**
 * Installs the real API clients, one per contract (the customer contract's and the staff contract's: a spec may call
 * either), with one fetch answered by `handler`, then by the reference data everyone may read (the region fixtures),
 * then `404 not stubbed`. Returns the list of calls of every contract, in order.
 */
export function installApi(handler: ApiHandler = () => undefined, options: InstallApiOptions = {}): ApiCall[] {
  const calls: ApiCall[] = [];
  const session = options.session === undefined ? TEST_SESSION : options.session;
  const clientOptions: ApiClientOptions = {
    getLanguage: currentLocale,
    getSession: () => session,
    ...options.client,
    baseUrl: 'http://localhost',
    fetch: async (request) => {
      const call = await readCall(request);
      calls.push(call);
      const answer = handler(call) ?? regionApi(call);
      if (!answer) return apiError(404, `not stubbed: ${call.method} ${call.path}`);
      if (options.contract !== false) await checkAgainstContract(call, answer);
      return answer;
    },
  };
  setApiClient(createApiClient(clientOptions));
  installOpsClient(clientOptions);
  return calls;
}
