/* eslint-disable lingui/no-unlocalized-strings -- test fixtures, not UI text */
// Test support (imported by specs only): the real providers (Lingui with the app's PO catalogs, Chakra, React Query,
// a memory router) around a component, and an API client whose fetch answers from region fixtures plus a handler.
import { createApiClient, setApiClient, type Region } from '@forwarder/api-client';
import { activateLocale, currentLocale, type Locale } from '@forwarder/i18n';
import { AppToaster, UiProvider } from '@forwarder/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadCatalog } from '../../../app/load-catalog';


export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  language: string | null;
}
export type ApiHandler = (call: ApiCall) => Response | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number, message: string, validationErrors: Array<{ message: string; members: string[] }> | null = null) =>
  json({ error: { code: 'Validation', message, details: null, validationErrors } }, status);

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const region = (n: number, code: string, displayName: string, level: 0 | 1 | 2 | 3, parent: number | null, hasChildren: boolean): Region => ({
  id: id(n),
  code,
  displayName,
  level,
  parentId: parent === null ? null : id(parent),
  hasChildren,
});

export const regions = {
  china: region(1, 'CN', '中国', 0, null, true),
  usa: region(2, 'US', '美国', 0, null, true),
  singapore: region(3, 'SG', '新加坡', 0, null, false),
  guangdong: region(10, '440000', '广东省', 1, 1, true),
  beijing: region(11, '110000', '北京市', 1, 1, true),
  newYork: region(20, 'US-NY', '纽约州', 1, 2, true),
  shenzhen: region(100, '440300', '深圳市', 2, 10, true),
  guangzhou: region(101, '440100', '广州市', 2, 10, true),
  newYorkCity: region(200, 'US-NY-0001', 'New York', 2, 20, false),
  nanshan: region(1000, '440305', '南山区', 3, 100, false),
  futian: region(1001, '440304', '福田区', 3, 100, false),
};

const all = Object.values(regions);

/** The region endpoints of the contract over the fixtures (US 10001 is the only known postal code). */
export function regionApi(call: ApiCall): Response | undefined {
  if (call.path === '/api/f/area-management/region/list') {
    const level = Number(call.query.get('level'));
    const parentId = call.query.get('parentId') || null;
    return json({ items: all.filter((r) => r.level === level && r.parentId === parentId) });
  }
  if (call.path === '/api/f/area-management/region/list-by-postal-code') {
    const code = call.query.get('postalCode') ?? '';
    if (call.query.get('countryCode') === 'US') {
      if (!/^\d{5}$/.test(code)) {
        return apiError(400, 'Your request is not valid!', [
          { members: ['postalCode'], message: 'The postal code format is invalid (example: 10001).' },
        ]);
      }
      if (code === '10001') {
        return json({ items: [{ regionLv0: regions.usa, regionLv1: regions.newYork, regionLv2: regions.newYorkCity, regionLv3: null }] });
      }
    }
    return json({ items: [] });
  }
  return undefined;
}

export function installApi(handler: ApiHandler = () => undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  setApiClient(
    createApiClient({
      baseUrl: 'http://localhost',
      getLanguage: () => currentLocale(),
      getSession: () => ({ accessToken: 'token', tokenType: 'Bearer' }),
      fetch: async (request) => {
        const url = new URL(request.url);
        const call: ApiCall = {
          method: request.method,
          path: url.pathname,
          query: url.searchParams,
          body: request.method === 'GET' ? '' : await request.text(),
          language: request.headers.get('accept-language'),
        };
        calls.push(call);
        return handler(call) ?? regionApi(call) ?? apiError(404, 'not stubbed');
      },
    }),
  );
  return calls;
}

/** Renders `ui` with the app's providers in the given language (catalog loaded and active first). */
export async function renderWithProviders(ui: ReactNode, locale: Locale = 'zh-Hans') {
  await activateLocale(locale, loadCatalog);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const view = render(
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
        </QueryClientProvider>
      </UiProvider>
    </I18nProvider>,
  );
  return { queryClient, router, ...view };
}
