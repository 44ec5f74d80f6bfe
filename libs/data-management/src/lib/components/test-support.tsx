/* eslint-disable lingui/no-unlocalized-strings -- test fixtures, not UI text */
// Test support (specs only): the feature with real providers (Lingui in the source language, Chakra, React
// Query, a memory router) and an API client whose fetch and XMLHttpRequest are fakes driven by the spec.
import { createApiClient, setApiClient } from '@forwarder/api-client';
import { UiProvider } from '@forwarder/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DataManagementPage } from './data-management-page';


export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const errorBody = (message: string, validationErrors: Array<{ message: string; members: string[] }> | null = null) => ({
  error: { code: 'Validation', message, details: null, validationErrors },
});

export interface Call {
  path: string;
  query: URLSearchParams;
}

export function installApi(handler: (call: Call) => Response | undefined): Call[] {
  const calls: Call[] = [];
  const toasts: unknown[] = [];
  setApiClient(
    createApiClient({
      baseUrl: 'http://localhost',
      getLanguage: () => 'zh-Hans',
      getSession: () => ({ tokenType: 'Bearer', accessToken: 't' }),
      onError: (error) => toasts.push(error),
      fetch: async (request) => {
        const url = new URL(request.url);
        const call = { path: url.pathname, query: url.searchParams };
        calls.push(call);
        return handler(call) ?? json({ error: { code: 'NotFound', message: 'Not found', details: null, validationErrors: null } }, 404);
      },
    }),
  );
  return calls;
}

export function renderFeature(initialPath: string) {
  i18n.load('zh-Hans', {});
  i18n.activate('zh-Hans');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/merchant/merchant-datas', element: <DataManagementPage /> }], {
    initialEntries: [initialPath],
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </UiProvider>
    </I18nProvider>,
  );
  return { router, queryClient, ...view };
}

export const record = (id: string, title: string) => ({
  id,
  title,
  description: '',
  category: 10,
  categoryDisplayName: '发票',
  files: [
    { id: `${id}-f1`, fileName: 'invoice.pdf', contentType: 'application/pdf', size: 1536, uploadTime: '2026-11-20T02:00:00.000Z' },
  ],
  fileCount: 1,
  totalSize: 1536,
  creationTime: '2026-11-20T02:00:00.000Z',
});
