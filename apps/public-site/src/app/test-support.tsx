/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: server data, not UI text */
// Test support (specs only): the real public site (routes, layout data loaders, catalogs, providers) at a path, over
// the one harness (@forwarder/testing). Calls a spec leaves unanswered fall back to the layout's two calls (tenant
// configuration, nav list) and to empty lists, so every page renders its frame.
import { createQueryClient, type NavItem, type UserType } from '@forwarder/api-client';
import {
  applicationConfiguration,
  installApi as installHarnessApi,
  json,
  profile,
  renderRoutes,
  TEST_SESSION,
  uuid,
  type ApiCall,
  type ApiHandler,
  type InstallApiOptions,
} from '@forwarder/testing';
import { createRoutes, PAGE_QUERY_DEFAULTS } from './router';

export type { ApiCall, ApiHandler } from '@forwarder/testing';

/** A nav item (contract NavItem) with a fixture id. */
export function nav(id: number, displayName: string, navType: NavItem['navType'], extra: Partial<NavItem> = {}): NavItem {
  return {
    id: uuid(id),
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

/** The header's nav items, shaped like the reference server's seed, in the call's language. */
export const fixtureNavItems = (en: boolean): NavItem[] => [
  nav(1, en ? 'Home' : '首页', 2, { sitePage: 11 }),
  nav(2, en ? 'Services' : '产品服务', 4, {
    children: [
      nav(21, en ? 'Air freight' : '国际空运', 1, { children: [nav(211, en ? 'International express' : '国际快递', 1)] }),
      nav(22, en ? 'Sea freight' : '国际海运', 1, { children: [nav(221, en ? 'Full container load (FCL)' : '整柜运输', 1)] }),
    ],
  }),
  nav(3, en ? 'Tracking' : '运单追踪', 2, { sitePage: 23 }),
  nav(4, en ? 'About us' : '关于我们', 1, {
    children: [
      nav(41, en ? 'Contact us' : '联系我们', 2, { sitePage: 41 }),
      nav(42, en ? 'China Single Window' : '国际贸易单一窗口', 3, {
        linkData: { url: 'https://www.singlewindow.cn/', categoryId: null, articleId: null, tag: null, openInNewTab: true },
      }),
    ],
  }),
];

/**
 * The layout's calls: the tenant configuration (with the signed-in user, if any: a member unless `userType` says
 * otherwise) and the nav list; empty lists.
 */
export function layoutApi({ signedIn = false, userType }: { signedIn?: boolean; userType?: UserType } = {}): ApiHandler {
  return (call: ApiCall) => {
    if (call.path === '/api/f/system/application-configuration') {
      return json(applicationConfiguration({ user: signedIn ? profile(userType ? { userType } : {}) : null }));
    }
    if (call.path === '/api/f/content/nav/list') {
      const items = fixtureNavItems(call.language === 'en');
      return json({ totalCount: items.length, items });
    }
    if (call.method === 'POST' && call.path.endsWith('/list')) return json({ totalCount: 0, items: [] });
    return undefined;
  };
}

/**
 * The harness's API client for the public site: `handler` first, then the layout's calls. A visitor by default
 * (no session); `signedIn` sends a token and the configuration names a member (or a user of `userType`).
 */
export function installApi(
  handler: ApiHandler = () => undefined,
  { signedIn = false, userType, ...options }: InstallApiOptions & { signedIn?: boolean; userType?: UserType } = {},
) {
  const layout = layoutApi({ signedIn, userType });
  return installHarnessApi((call) => handler(call) ?? layout(call), { session: signedIn ? TEST_SESSION : null, ...options });
}

/** The whole app at `path`, like a first visit. */
export function renderAt(path: string) {
  return renderRoutes(createRoutes, { initialPath: path, queryClient: createQueryClient(PAGE_QUERY_DEFAULTS) });
}
