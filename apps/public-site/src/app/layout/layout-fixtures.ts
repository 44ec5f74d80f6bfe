/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: server data, not UI text */
// Test support (imported by specs only): an API client answering the layout's two calls from
// fixtures shaped like the reference server's seed, and recording every call it gets.
import {
  createApiClient,
  setApiClient,
  type ApplicationConfiguration,
  type NavItem,
} from '@forwarder/api-client';
import { currentLocale } from '@forwarder/i18n';

function nav(id: string, displayName: string, navType: NavItem['navType'], extra: Partial<NavItem> = {}): NavItem {
  return {
    id,
    parentId: null,
    navId: null,
    navType,
    sitePage: null,
    displayName,
    linkData: { url: null, categoryId: null, articleId: null, tag: null, openInNewTab: false },
    sort: 0,
    children: [],
    ...extra,
  };
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const fixtureNavItems = (en: boolean): NavItem[] => [
  nav(id(1), en ? 'Home' : '首页', 2, { sitePage: 11 }),
  nav(id(2), en ? 'Services' : '产品服务', 4, {
    children: [
      nav(id(21), en ? 'Air freight' : '国际空运', 1, {
        children: [nav(id(211), en ? 'International express' : '国际快递', 1)],
      }),
      nav(id(22), en ? 'Sea freight' : '国际海运', 1, {
        children: [nav(id(221), en ? 'Full container load (FCL)' : '整柜运输', 1)],
      }),
    ],
  }),
  nav(id(3), en ? 'Tracking' : '运单追踪', 2, { sitePage: 23 }),
  nav(id(4), en ? 'About us' : '关于我们', 1, {
    children: [
      nav(id(41), en ? 'Contact us' : '联系我们', 2, { sitePage: 41 }),
      nav(id(42), en ? 'China Single Window' : '国际贸易单一窗口', 3, {
        linkData: { url: 'https://www.singlewindow.cn/', categoryId: null, articleId: null, tag: null, openInNewTab: true },
      }),
    ],
  }),
];

export const fixtureConfiguration = (signedIn = false): ApplicationConfiguration => ({
  localization: {
    languages: [
      { cultureName: 'zh-Hans', uiCultureName: 'zh-CN', displayName: '简体中文' },
      { cultureName: 'en', uiCultureName: 'en-US', displayName: 'English' },
    ],
    currentCulture: { cultureName: 'zh-Hans', uiCultureName: 'zh-CN', displayName: '简体中文' },
    defaultLanguage: 'zh-Hans',
  },
  currentUser: signedIn
    ? { isAuthenticated: true, id: id(900), userName: 'demo-member', userType: 20, merchantId: null }
    : { isAuthenticated: false, id: null, userName: null, userType: null, merchantId: null },
  tenantExtra: {
    logoUrl: '/api/f/assets/logo.svg',
    faviconUrl: '/api/f/assets/favicon.svg',
    displaySiteName: '环宇国际物流 Globe Freight',
    customerServiceMail: 'service@globe-freight.example',
    facebookLink: 'https://www.facebook.com/globefreight',
    wechatQrCodeUrl: '/api/f/assets/wechat-qr.svg',
    copyright: '© 2026 Globe Freight Co., Ltd.',
    companyName: '深圳环宇国际物流有限公司',
    icpNumber: '粤ICP备20260001号-1',
    icp2Number: '粤公网安备44030002000001号',
    siteStatisticalCode: '',
    oldWebsiteUrl: 'https://old.globe-freight.example',
  },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Installs a client whose fetch answers from fixtures; returns the list of paths it was asked for. */
export function installFixtureApiClient(options: { signedIn?: boolean; onError?: (error: { kind: string; message: string }) => void } = {}) {
  const calls: string[] = [];
  setApiClient(
    createApiClient({
      baseUrl: 'http://localhost',
      getLanguage: () => currentLocale(),
      getSession: () => (options.signedIn ? { tokenType: 'Bearer', accessToken: 'test' } : null),
      onError: options.onError,
      fetch: async (request) => {
        const { pathname } = new URL(request.url);
        calls.push(pathname);
        const en = request.headers.get('accept-language') === 'en';
        if (pathname === '/api/f/system/application-configuration') return json(fixtureConfiguration(options.signedIn));
        if (pathname === '/api/f/content/nav/list') {
          const items = fixtureNavItems(en);
          return json({ totalCount: items.length, items });
        }
        if (request.method === 'POST' && pathname.endsWith('/list')) return json({ totalCount: 0, items: [] });
        return json({ error: { code: null, message: 'Not found', details: null, data: null, validationErrors: null } }, 404);
      },
    }),
  );
  return calls;
}
