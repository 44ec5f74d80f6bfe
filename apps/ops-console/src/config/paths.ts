import type { AuditEntityType } from '@forwarder/api-client/ops';
import type { RouteOf } from '@forwarder/app-manifest';

// The console's pages, unprefixed; `useLocalePath()` adds the language prefix. Each is a route of the app manifest
// (libs/app-manifest), so a renamed route breaks the build here rather than a link at run time. In src/config
// (bulletproof-react's place) so that features may import it: nothing below src/app imports src/app (lint zone in
// tools/eslint/react.json).
export const paths = {
  area: '/ops',
  center: '/ops/center',
  orders: '/ops/orders',
  orderDetail: '/ops/order-detail',
  scan: '/ops/scan',
  receive: '/ops/receive',
  batches: '/ops/batches',
  batchDetail: '/ops/batch-detail',
  exceptions: '/ops/exceptions',
  audit: '/ops/audit',
  staff: '/ops/staff',
  messages: '/ops/messages',
  messageDetail: '/ops/message-detail',
  customers: '/ops/customers',
  customerDetail: '/ops/customer-detail',
  customerBilling: '/ops/customer-billing',
  outbox: '/ops/outbox',
  mailDetail: '/ops/mail-detail',
  // events in bulk (issue 12)
  eventImport: '/ops/event-import',
  apiKeys: '/ops/api-keys',
  // site management (issue 13)
  siteSettings: '/ops/site-settings',
  // shipping products and rate sheets (issue 13)
  products: '/ops/products',
  productDetail: '/ops/product-detail',
  rateSheetImport: '/ops/rate-sheet-import',
  // site content (issue 13)
  siteNav: '/ops/site-nav',
  homeBlocks: '/ops/home-blocks',
  // site content (issue 13)
  articles: '/ops/articles',
  articleEdit: '/ops/article-edit',
  articleCategories: '/ops/article-categories',
  // money (issue 29)
  topUpNotices: '/ops/top-up-notices',
  chargeTypes: '/ops/charge-types',
  exchangeRates: '/ops/exchange-rates',
  receivables: '/ops/receivables',
} as const satisfies Record<string, RouteOf<'ops-console'>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id as the contract's objects have (a detail page's `?id=`, a product): anything else names nothing. */
export const isUuid = (id: string): boolean => UUID.test(id);

/** An order's detail page (`?id=`), unprefixed like `paths`. */
export const orderDetailPath = (id: string): string => `${paths.orderDetail}?id=${encodeURIComponent(id)}`;

/** A batch's page (`?id=`), unprefixed like `paths`. */
export const batchDetailPath = (id: string): string => `${paths.batchDetail}?id=${encodeURIComponent(id)}`;

/** A contact message's page (`?id=`), unprefixed like `paths`. */
export const messageDetailPath = (id: string): string => `${paths.messageDetail}?id=${encodeURIComponent(id)}`;
/** A customer's page (`?id=`), unprefixed like `paths`. */
export const customerDetailPath = (id: string): string => `${paths.customerDetail}?id=${encodeURIComponent(id)}`;

/** A customer's billing page (`?id=`), unprefixed like `paths`. */
export const customerBillingPath = (id: string): string => `${paths.customerBilling}?id=${encodeURIComponent(id)}`;

/** A shipping product's page with its rate sheet (`?id=`), unprefixed like `paths`. */
export const productDetailPath = (id: string): string => `${paths.productDetail}?id=${encodeURIComponent(id)}`;

/** The rate-sheet import of one product (`?id=`), unprefixed like `paths`. */
export const rateSheetImportPath = (id: string): string => `${paths.rateSheetImport}?id=${encodeURIComponent(id)}`;

/** A mail of the outbox (`?id=`), unprefixed like `paths`. */
export const mailDetailPath = (id: string): string => `${paths.mailDetail}?id=${encodeURIComponent(id)}`;

/** An article's edit page (`?id=`), or the page writing a new one; unprefixed like `paths`. */
export const articleEditPath = (id?: string): string => (id ? `${paths.articleEdit}?id=${encodeURIComponent(id)}` : paths.articleEdit);

const ENTITY_PATHS: Partial<Record<AuditEntityType, (id: string) => string>> = {
  order: orderDetailPath,
  batch: batchDetailPath,
  customer: customerDetailPath,
  message: messageDetailPath,
  mail: mailDetailPath,
  routing: productDetailPath,
  article: articleEditPath,
  'article-category': () => paths.articleCategories,
};

/** The page of what an audit entry or a mail is about, or null when it has none (staff accounts). */
export const entityDetailPath = (type: AuditEntityType, id: string): string | null => ENTITY_PATHS[type]?.(id) ?? null;

/** A list page with its filter in the query (`/ops/orders?status=20`), unprefixed like `paths`. */
export const withQuery = (path: string, query: Record<string, string>): string => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};
