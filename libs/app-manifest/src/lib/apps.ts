import { UserType } from '@forwarder/contracts/api-f';
import type { AppManifestEntry } from './types';

/**
 * Every web app of the product, one entry each. The server serves and 404s by it, `libs/auth` sends users to the
 * apps their type may enter, each app's Vite `base` and dev port, `npm start`, the catalog check and the size report
 * read it, and each app's router is built from its `routes` (a spec fails when they disagree). Adding an app is one
 * entry here plus its folder (see the workspace README, "Adding an app").
 *
 * `routes` are the app's client routes without the language prefix (`/en`); `:name` matches one path segment.
 */
export const APPS = [
  {
    name: 'public-site',
    prefix: '',
    audience: 'anyone',
    centre: null,
    devPort: 4200,
    routes: [
      '/',
      '/login',
      // a forgotten password (issue 12): ask for a link, then set a new password with it
      '/forgot-password',
      '/reset-password',
      '/article',
      '/article/:id',
      '/list',
      '/list/:id',
      '/nav',
      '/nav/:id',
      '/site',
      '/site/contact-us',
      '/site/tracking',
      '/site/tracking-detail',
      // shipping products and quotes (issue 13): the public cost calculator
      '/site/quote',
    ],
  },
  {
    name: 'member-portal',
    prefix: '/user',
    audience: [UserType.Member],
    centre: '/user/center',
    devPort: 4201,
    routes: [
      '/user',
      '/user/center',
      '/user/order',
      '/user/batch-order',
      '/user/my-order',
      '/user/order-detail',
      // editing an order before the warehouse receives it (issue 27)
      '/user/order-edit',
      '/user/address',
      '/user/profile',
      '/user/merchant-datas',
      // billing (issue 29): the account and the ledger
      '/user/billing',
    ],
  },
  {
    name: 'merchant-portal',
    prefix: '/merchant',
    audience: [UserType.Merchant],
    centre: '/merchant/center',
    devPort: 4202,
    routes: [
      '/merchant',
      '/merchant/center',
      // merchants ship too (issue 14): the member portal's shipping pages, from the same screens (libs/orders)
      '/merchant/order',
      '/merchant/batch-order',
      '/merchant/my-order',
      '/merchant/order-detail',
      '/merchant/order-edit',
      '/merchant/address',
      // personal settings (issue 27): the member portal's profile page, from the same screen (libs/profile)
      '/merchant/profile',
      '/merchant/merchant-datas',
      // billing (issue 29): the member portal's billing page, from the same screen (libs/customer-billing)
      '/merchant/billing',
    ],
  },
  {
    name: 'ops-console',
    prefix: '/ops',
    audience: [UserType.Staff],
    centre: '/ops/center',
    devPort: 4203,
    routes: [
      '/ops',
      '/ops/center',
      '/ops/orders',
      '/ops/order-detail',
      '/ops/scan',
      '/ops/receive',
      '/ops/batches',
      '/ops/batch-detail',
      '/ops/exceptions',
      '/ops/audit',
      '/ops/staff',
      '/ops/messages',
      '/ops/message-detail',
      '/ops/customers',
      '/ops/customer-detail',
      // a customer's billing (issue 29): account, ledger, payments, adjustments, reversals
      '/ops/customer-billing',
      // e-mail (issue 12): the outbox and one mail
      '/ops/outbox',
      '/ops/mail-detail',
      // events in bulk (issue 12)
      '/ops/event-import',
      '/ops/api-keys',
      // site management (issue 13)
      '/ops/site-settings',
      // shipping products and rate sheets (issue 13)
      '/ops/products',
      '/ops/product-detail',
      '/ops/rate-sheet-import',
      // site content (issue 13): navigation and home blocks
      '/ops/site-nav',
      '/ops/home-blocks',
      // site content (issue 13): articles and their categories
      '/ops/articles',
      '/ops/article-edit',
      '/ops/article-categories',
      // money (issue 29): customers' top-up notices
      '/ops/top-up-notices',
      // money (issue 29, site management): charge types and exchange rates
      '/ops/charge-types',
      '/ops/exchange-rates',
      // money (issue 29): receivables across customers
      '/ops/receivables',
    ],
  },
] as const satisfies readonly AppManifestEntry[];
