import { msg } from '@lingui/core/macro';
import { installOpsClient } from '@forwarder/api-client/ops';
import { definePortal } from '@forwarder/portal-shell';
import { useStaffMenuFilter } from '../shared/staff/use-staff';
import { loadCatalog } from './load-catalog';
import { paths } from '../config/paths';

// The operations console (/ops, the forwarder's staff): one lazy page per route of the app manifest (TypeScript
// refuses a missing or extra route), the staff menu (staff accounts and API keys for admins only), scan mode and receiving at full
// width (a station's screen), and the staff contract's client beside the customer contract's.
export const portal = definePortal({
  app: 'ops-console',
  pages: {
    '/ops/center': () => import('./routes/center-page'),
    '/ops/orders': () => import('./routes/orders-page'),
    '/ops/order-detail': () => import('./routes/order-detail-page'),
    '/ops/scan': () => import('./routes/scan-page'),
    '/ops/receive': () => import('./routes/receive-page'),
    '/ops/batches': () => import('./routes/batches-page'),
    '/ops/batch-detail': () => import('./routes/batch-detail-page'),
    '/ops/exceptions': () => import('./routes/exceptions-page'),
    '/ops/audit': () => import('./routes/audit-page'),
    '/ops/staff': () => import('./routes/staff-page'),
    '/ops/messages': () => import('./routes/messages-page'),
    '/ops/message-detail': () => import('./routes/message-detail-page'),
    '/ops/customers': () => import('./routes/customers-page'),
    '/ops/customer-detail': () => import('./routes/customer-detail-page'),
    '/ops/customer-billing': () => import('./routes/customer-billing-page'),
    // e-mail (issue 12)
    '/ops/outbox': () => import('./routes/outbox-page'),
    '/ops/mail-detail': () => import('./routes/mail-detail-page'),
    // events in bulk (issue 12)
    '/ops/event-import': () => import('./routes/event-import-page'),
    '/ops/api-keys': () => import('./routes/api-keys-page'),
    // site management (issue 13)
    '/ops/site-settings': () => import('./routes/site-settings-page'),
    // shipping products and rate sheets (issue 13)
    '/ops/products': () => import('./routes/products-page'),
    '/ops/product-detail': () => import('./routes/product-detail-page'),
    '/ops/rate-sheet-import': () => import('./routes/rate-sheet-import-page'),
    // site content (issue 13)
    '/ops/site-nav': () => import('./routes/site-nav-page'),
    '/ops/home-blocks': () => import('./routes/home-blocks-page'),
    // site content (issue 13)
    '/ops/articles': () => import('./routes/articles-page'),
    '/ops/article-edit': () => import('./routes/article-edit-page'),
    '/ops/article-categories': () => import('./routes/article-categories-page'),
    // money (issue 29)
    '/ops/top-up-notices': () => import('./routes/top-up-notices-page'),
    '/ops/charge-types': () => import('./routes/charge-types-page'),
    '/ops/exchange-rates': () => import('./routes/exchange-rates-page'),
    '/ops/receivables': () => import('./routes/receivables-page'),
  },
  menuLabel: msg`运营菜单`,
  menu: [
    { path: paths.center, label: msg`工作台` },
    { path: paths.orders, label: msg`运单` },
    { path: paths.scan, label: msg`扫描` },
    { path: paths.receive, label: msg`入库称重` },
    { path: paths.batches, label: msg`批次` },
    { path: paths.exceptions, label: msg`问题件` },
    { path: paths.customers, label: msg({ message: '客户', context: 'customers' }) },
    // money (issue 29)
    { path: paths.topUpNotices, label: msg`充值通知` },
    { path: paths.receivables, label: msg`应收款` },
    { path: paths.audit, label: msg`操作日志` },
    { path: paths.messages, label: msg`留言` },
    { path: paths.outbox, label: msg`发件箱` },
    { path: paths.staff, label: msg`员工账号` },
    // events in bulk (issue 12)
    { path: paths.eventImport, label: msg`导入事件` },
    { path: paths.apiKeys, label: msg`API 密钥` },
    // site management (issue 13)
    { path: paths.siteSettings, label: msg`站点设置` },
    // money (issue 29): charge types and exchange rates
    { path: paths.chargeTypes, label: msg`费用类型` },
    { path: paths.exchangeRates, label: msg`汇率` },
    // shipping products and rate sheets (issue 13)
    { path: paths.products, label: msg`运输产品` },
    // site content (issue 13)
    { path: paths.siteNav, label: msg`网站导航` },
    { path: paths.homeBlocks, label: msg`首页内容` },
    // site content (issue 13)
    { path: paths.articles, label: msg`文章` },
    { path: paths.articleCategories, label: msg`文章分类` },
  ],
  fullWidthPaths: [paths.scan, paths.receive],
  // Handheld scanners have phone-sized screens: the menu stays reachable there.
  phoneMenu: true,
  useMenuFilter: useStaffMenuFilter,
  clients: [installOpsClient],
  loadCatalog,
});
