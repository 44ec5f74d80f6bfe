import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error';
import { createApiClient, setApiClient } from '../client';
import { operationKey } from '../query-key';
import type * as opsClientModule from './ops-client';
import { installOpsClient, opsClient, opsOperationKey } from './ops-client';
import { postBatchEvent } from './commands/batches';
import { scanWaybill } from './commands/orders';
import { opsQueries } from './ops-queries';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function install(answer: (request: Request) => Response) {
  const seen: Request[] = [];
  const errors: ApiError[] = [];
  const unauthorized = jest.fn();
  installOpsClient({
    baseUrl: 'http://portal.test',
    getLanguage: () => 'en',
    getSession: () => ({ tokenType: 'Bearer', accessToken: 'staff-token' }),
    onError: (error) => errors.push(error),
    onUnauthorized: unauthorized,
    fetch: async (request) => {
      seen.push(request);
      return answer(request);
    },
  });
  return { seen, errors, unauthorized };
}

describe('the staff contract client (@forwarder/api-client/ops)', () => {
  it('is installed on its own: the customer client never makes it exist', () => {
    jest.isolateModules(() => {
      // A fresh module registry: nothing installed yet.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./ops-client') as typeof opsClientModule;
      setApiClient(createApiClient({ getLanguage: () => 'zh-Hans', getSession: () => null }));
      expect(() => fresh.opsClient()).toThrow(/api-ops client is not installed/);
    });
  });

  it('keys every read with the contract name first, apart from the customer contract', () => {
    install(() => json(200, {}));
    expect(opsQueries.dashboard().queryKey).toEqual(['api-ops', 'getOpsDashboard', {}, 'en']);
    const list = { statuses: [20 as const], maxResultCount: 20, skipCount: 0, sorting: 'creationTime desc' as const };
    expect(opsQueries.orderList(list).queryKey).toEqual(['api-ops', 'getOpsOrderList', list, 'en']);
    expect(opsOperationKey('getBatch')).toEqual(['api-ops', 'getBatch']);
    expect(operationKey('getOrder')).toEqual(['api-f', 'getOrder']);
  });

  it('sends the same headers as the customer client and yields the data', async () => {
    const { seen } = install(() => json(200, { waybillNumber: 'FA1', outcome: 'applied', message: 'ok', orderId: null, status: null, statusDisplayName: null }));
    const result = await scanWaybill({ waybillNumber: 'FA1', event: { code: 'RECEIVED', locationZh: '深圳仓', locationEn: 'Shenzhen' } });
    expect(result.outcome).toBe('applied');
    expect(seen[0]?.url).toBe('http://portal.test/api/ops/scans');
    expect(seen[0]?.headers.get('accept-language')).toBe('en');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer staff-token');
  });

  it('classifies errors, reports them unless the caller handles the status, and applies the 401 policy', async () => {
    const refusal = { error: { code: 'Ops:BatchMoveNotAllowed', message: 'Refused', details: null, validationErrors: [{ message: 'FA1 is Delivered', members: ['FA1'] }] } };
    const { errors, unauthorized } = install((request) => (request.url.endsWith('/events') ? json(400, refusal) : json(401, { error: { code: 'Unauthorized', message: 'Please sign in.', details: null, validationErrors: null } })));

    const quiet = await postBatchEvent('b1', { code: 'DEPARTED_ORIGIN', locationZh: '深圳', locationEn: 'Shenzhen' }, { handledStatuses: [400] }).catch((e: unknown) => e);
    expect(quiet).toBeInstanceOf(ApiError);
    expect((quiet as ApiError).code).toBe('Ops:BatchMoveNotAllowed');
    expect((quiet as ApiError).validationErrors[0]?.members).toEqual(['FA1']);
    expect(errors).toHaveLength(0);

    await expect(new QueryClient().fetchQuery(opsQueries.me())).rejects.toBeInstanceOf(ApiError);
    expect(errors.map((e) => e.status)).toEqual([401]);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(opsClient().hasSession()).toBe(true);
  });
});
