import type { APIRequestContext } from '@playwright/test';

// The public site's routes (libs/app-manifest, app public-site) with what each should show, read from the seeded
// content through the public API in the page's language: the SSR and hydration specs check the pages against it.

export type Lang = 'zh-Hans' | 'en';

export interface Language {
  lang: Lang;
  /** URL prefix of the language ('' for Chinese, the default). */
  prefix: '' | '/en';
  /** Open Graph's spelling of the language. */
  ogLocale: 'zh_CN' | 'en_US';
}

export const LANGUAGES: readonly Language[] = [
  { lang: 'zh-Hans', prefix: '', ogLocale: 'zh_CN' },
  { lang: 'en', prefix: '/en', ogLocale: 'en_US' },
];

/** A route path (with its query) in a language: `/` is `/en` in English, every other path gets the prefix. */
export function localized(prefix: Language['prefix'], path: string): string {
  if (!prefix) return path;
  return path === '/' || path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** Path without its query string. */
export function pathOnly(path: string): string {
  return path.split('?')[0] ?? path;
}

// Demo orders seeded with fixed serials (docs/domain/logistics.md), as public-pages.spec.ts uses them.
export const DELIVERED = 'FA000000014CN';
export const IN_TRANSIT = 'FA000000045CN';
export const UNKNOWN_WAYBILL = 'FA999999990CN';
/** The tracking page's own URL form (`?numbers=A,B,C`, what its search button navigates to). */
export const TRACKING_NUMBERS = [DELIVERED, IN_TRANSIT, UNKNOWN_WAYBILL];

/** Every public route of the manifest the specs visit, by a name that is stable for test titles. */
export const ROUTE_NAMES = [
  'home',
  'article list',
  'article',
  'category list',
  'category',
  'nav list',
  'nav page',
  'site',
  'contact us',
  'tracking with numbers',
  'tracking detail',
  'login',
  'quote',
  'forgot password',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

export interface PublicRoute {
  name: RouteName;
  /** Path without the language prefix, with the query the page needs. */
  path: string;
  /** The page's own title (what `PageTitle` gets); null on the home page, whose `<title>` is the site name alone. */
  pageTitle: string | null;
  /** The text of the page's `h1`. */
  h1: string;
  /** Texts of the page's real content (from the API in the page's language), each expected in the rendered body. */
  texts: string[];
  /** Labels of form fields the page shows (accessible names, from the start). */
  labels: RegExp[];
  /** The exact meta description when the page has its own (an article's summary). */
  description?: string;
  /** A text the meta description starts from (a nav page's text: the description is a prefix of it). */
  descriptionFrom?: string;
  ogType: 'article' | 'website';
  /** The page's own image (site-relative), when it has one; else the tenant's logo is expected. */
  image?: string;
}

export interface SiteBranding {
  siteName: string;
  logoUrl: string;
  faviconUrl: string;
}

interface ArticleItem {
  id: string;
  title: string;
  summary: string;
  coverImageUrl: string | null;
  content: string;
  categoryId: string;
}

interface NavItem {
  id: string;
  navType: number;
  displayName: string;
  children: NavItem[];
}

interface TrackingEvent {
  location: string;
  description: string;
}

interface TrackingResult {
  waybillNumber: string;
  found: boolean;
  statusDisplayName: string | null;
  events: TrackingEvent[];
}

async function api<T>(request: APIRequestContext, lang: Lang, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const response = await request.fetch(url, { method, headers: { 'accept-language': lang }, ...(data === undefined ? {} : { data }) });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Visible text of an HTML fragment (tags dropped, entities of the seed decoded, spaces collapsed). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The opening words of an HTML body's first paragraph-like text: headings dropped (they may repeat the title) and
 * cut at the first tag, so the words never straddle an inline element (innerText would join them without a space).
 */
export function openingWords(html: string, length = 30): string {
  const runs = html
    .replace(/<h[1-6][^>]*>.*?<\/h[1-6]>/gs, '')
    .split(/<[^>]+>/)
    .map((run) => textOf(run))
    .filter((run) => run.length >= 8);
  return (runs[0] ?? '').slice(0, length).trim();
}

function flatten(items: NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

export async function siteBranding(request: APIRequestContext, lang: Lang): Promise<SiteBranding> {
  const configuration = await api<{ tenantExtra: SiteBranding & Record<string, unknown> }>(
    request,
    lang,
    'GET',
    '/api/f/system/application-configuration',
  );
  const { displaySiteName, logoUrl, faviconUrl } = configuration.tenantExtra as unknown as { displaySiteName: string; logoUrl: string; faviconUrl: string };
  return { siteName: displaySiteName, logoUrl, faviconUrl };
}

/** The seeded ids every language shares: a published article, a category and a nav content page. */
export interface SeedIds {
  article: string;
  category: string;
  nav: string;
}

export async function seedIds(request: APIRequestContext): Promise<SeedIds> {
  const articles = await api<{ items: ArticleItem[] }>(request, 'zh-Hans', 'POST', '/api/f/content/article/list', { maxResultCount: 1 });
  const categories = await api<{ items: Array<{ id: string }> }>(request, 'zh-Hans', 'POST', '/api/f/content/category/list', {});
  const navs = await api<{ items: NavItem[] }>(request, 'zh-Hans', 'POST', '/api/f/content/nav/list', { maxResultCount: 99, skipCount: 0 });
  const nav = flatten(navs.items).find((item) => item.navType === 1);
  const [article] = articles.items;
  const [category] = categories.items;
  if (!article || !category || !nav) throw new Error('The seed has no published article, category or nav content page');
  return { article: article.id, category: category.id, nav: nav.id };
}

const cache = new Map<string, Promise<{ branding: SiteBranding; routes: PublicRoute[] }>>();

/**
 * The routes of one language with their expectations, fetched once per worker and language (the tracking lookups
 * count against the visitor's rate limit).
 */
export function publicRoutes(request: APIRequestContext, lang: Lang): Promise<{ branding: SiteBranding; routes: PublicRoute[] }> {
  let entry = cache.get(lang);
  if (!entry) {
    entry = loadRoutes(request, lang);
    cache.set(lang, entry);
    entry.catch(() => cache.delete(lang));
  }
  return entry;
}

async function loadRoutes(request: APIRequestContext, lang: Lang): Promise<{ branding: SiteBranding; routes: PublicRoute[] }> {
  const en = lang === 'en';
  const say = (zh: string, english: string) => (en ? english : zh);
  const branding = await siteBranding(request, lang);
  const ids = await seedIds(request);
  const article = await api<ArticleItem>(request, lang, 'GET', `/api/f/content/article/${ids.article}`);
  const latest = await api<{ items: ArticleItem[] }>(request, lang, 'POST', '/api/f/content/article/list', { maxResultCount: 1 });
  const categories = await api<{ items: Array<{ id: string; displayName: string }> }>(request, lang, 'POST', '/api/f/content/category/list', {});
  const category = await api<{ displayName: string; description: string }>(request, lang, 'GET', `/api/f/content/category/${ids.category}`);
  const nav = await api<{ title: string; displayName: string; content: string }>(request, lang, 'GET', `/api/f/content/nav/${ids.nav}`);
  const tracking = await api<TrackingResult[]>(request, lang, 'POST', '/api/f/logistics-management/tracking/list', {
    waybillNumbers: TRACKING_NUMBERS,
  });
  const navHeading = nav.title || nav.displayName;
  const navText = textOf(nav.content);
  const delivered = tracking.find((r) => r.waybillNumber === DELIVERED);

  const trackingTexts = tracking.flatMap((result) =>
    result.found
      ? [result.waybillNumber, result.statusDisplayName ?? '', result.events[0]?.location ?? ''].filter(Boolean)
      : [result.waybillNumber, say('未找到', 'Not found')],
  );

  const routes: PublicRoute[] = [
    {
      name: 'home',
      path: '/',
      pageTitle: null,
      h1: say('首页', 'Home'),
      texts: [say('我们的服务', 'Our services'), say('我们的优势', 'Why choose us'), say('发货流程', 'How shipping works'), latest.items[0]?.title ?? ''],
      labels: [],
      ogType: 'website',
    },
    {
      name: 'article list',
      path: '/article',
      pageTitle: say('新闻资讯', 'News'),
      h1: say('新闻资讯', 'News'),
      texts: [latest.items[0]?.title ?? ''],
      labels: [],
      ogType: 'website',
    },
    {
      name: 'article',
      path: `/article/${ids.article}`,
      pageTitle: article.title,
      h1: article.title,
      texts: [openingWords(article.content)].filter(Boolean),
      labels: [],
      description: article.summary,
      ogType: 'article',
      ...(article.coverImageUrl ? { image: article.coverImageUrl } : {}),
    },
    {
      name: 'category list',
      path: '/list',
      pageTitle: say('文章分类', 'Article categories'),
      h1: say('文章分类', 'Article categories'),
      texts: categories.items.map((c) => c.displayName),
      labels: [],
      ogType: 'website',
    },
    {
      name: 'category',
      path: `/list/${ids.category}`,
      pageTitle: category.displayName,
      h1: category.displayName,
      texts: [category.description, say('文章', 'Articles')].filter(Boolean),
      labels: [],
      ogType: 'website',
    },
    {
      name: 'nav list',
      path: '/nav',
      pageTitle: say('内容导航', 'Content pages'),
      h1: say('内容导航', 'Content pages'),
      texts: [nav.displayName],
      labels: [],
      ogType: 'website',
    },
    {
      name: 'nav page',
      path: `/nav/${ids.nav}`,
      pageTitle: navHeading,
      h1: navHeading,
      texts: [openingWords(nav.content)].filter(Boolean),
      labels: [],
      descriptionFrom: navText,
      ogType: 'website',
    },
    {
      name: 'site',
      path: '/site',
      pageTitle: say('客户服务', 'Customer service'),
      h1: say('客户服务', 'Customer service'),
      texts: [say('运单追踪', 'Waybill tracking'), say('联系我们', 'Contact us'), say('运费估算', 'Shipping quote')],
      labels: [],
      ogType: 'website',
    },
    {
      name: 'contact us',
      path: '/site/contact-us',
      pageTitle: say('联系我们', 'Contact us'),
      h1: say('联系我们', 'Contact us'),
      texts: [],
      labels: en ? [/^Name/, /^E-mail/, /^Subject/] : [/^姓名/, /^电子邮箱/, /^主题/],
      ogType: 'website',
    },
    {
      name: 'tracking with numbers',
      path: `/site/tracking?numbers=${TRACKING_NUMBERS.join(',')}`,
      pageTitle: say('运单追踪', 'Waybill tracking'),
      h1: say('运单追踪', 'Waybill tracking'),
      texts: trackingTexts,
      labels: [en ? /^Waybill numbers/ : /^运单号/],
      ogType: 'website',
    },
    {
      name: 'tracking detail',
      path: `/site/tracking-detail?number=${DELIVERED}`,
      pageTitle: `${DELIVERED} - ${say('运单详情', 'Waybill details')}`,
      h1: say('运单详情', 'Waybill details'),
      texts: [DELIVERED, delivered?.statusDisplayName ?? '', delivered?.events[0]?.location ?? ''].filter(Boolean),
      labels: [],
      ogType: 'website',
    },
    {
      name: 'login',
      path: '/login',
      pageTitle: say('登录', 'Sign in'),
      h1: say('登录', 'Sign in'),
      texts: [],
      labels: en ? [/^User name/, /^Password/, /^Verification code/] : [/^用户名/, /^密码/, /^验证码/],
      ogType: 'website',
    },
    {
      name: 'quote',
      path: '/site/quote',
      pageTitle: say('运费估算', 'Shipping quote'),
      h1: say('运费估算', 'Shipping quote'),
      texts: [],
      labels: [en ? /^Destination country\/region/ : /^目的国家\/地区/],
      ogType: 'website',
    },
    {
      name: 'forgot password',
      path: '/forgot-password',
      pageTitle: say('找回密码', 'Forgotten password'),
      h1: say('找回密码', 'Forgotten password'),
      // The default server sends no mail: the page points to customer service (forgot-password-page.tsx).
      texts: ['service@globe-freight.example'],
      labels: [],
      ogType: 'website',
    },
  ];
  return { branding, routes };
}

/** The `<title>` a page should carry: the site name on the home page, `<page> - <site>` elsewhere (PageTitle). */
export function expectedTitle(route: PublicRoute, branding: SiteBranding): string {
  return route.pageTitle ? `${route.pageTitle} - ${branding.siteName}` : branding.siteName;
}
