/* eslint-disable lingui/no-unlocalized-strings -- test fixtures, not UI text */
// Test support (imported by specs only): renders the real app (providers, routes, catalogs) at a path, with an API
// client whose fetch is answered by the spec's handler, falling back to the layout fixtures (configuration, nav).
import { createApiClient, createQueryClient, setApiClient } from '@forwarder/api-client';
import { currentLocale } from '@forwarder/i18n';
import { render } from '@testing-library/react';
import { App } from '../app';
import { fixtureConfiguration, fixtureNavItems } from '../layout/layout-fixtures';
import { createTestRouter } from '../router';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  language: string | null;
}

export type ApiHandler = (call: ApiCall) => Response | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number, message: string, validationErrors: Array<{ message: string; members: string[] }> | null = null) =>
  json({ error: { code: status === 404 ? 'NotFound' : 'Validation', message, details: null, validationErrors } }, status);

export function installApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  setApiClient(
    createApiClient({
      baseUrl: 'http://localhost',
      getLanguage: () => currentLocale(),
      getSession: () => null,
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        const text = request.method === 'GET' ? '' : await request.text();
        const call: ApiCall = {
          method: request.method,
          path,
          body: text ? (JSON.parse(text) as unknown) : undefined,
          language: request.headers.get('accept-language'),
        };
        calls.push(call);
        const answer = handler(call);
        if (answer) return answer;
        if (path === '/api/f/system/application-configuration') return json(fixtureConfiguration());
        if (path === '/api/f/content/nav/list') {
          const items = fixtureNavItems(call.language === 'en');
          return json({ totalCount: items.length, items });
        }
        return apiError(404, 'Not found');
      },
    }),
  );
  return calls;
}

export function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createTestRouter(path, queryClient);
  const view = render(<App router={router} queryClient={queryClient} />);
  return { router, queryClient, ...view };
}
