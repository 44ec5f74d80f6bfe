import { queryOptions } from '@tanstack/react-query';
import type {
  ApiKeyListRequest,
  AuditListRequest,
  BatchListRequest,
  ContactMessageListRequest,
  CustomerListRequest,
  LedgerEntryListRequest,
  ExceptionQueueRequest,
  MailListRequest,
  OpsArticleListRequest,
  OpsOrderListRequest,
  OpsRoutingListRequest,
  ReceivableListRequest,
  InvoiceListRequest,
  StaffListRequest,
  TopUpNoticeListRequest,
} from '@forwarder/contracts/api-ops';
import { DETAIL_READ } from '../client';
import { dataUrlOf } from '../files/data-url';
import { opsClient, opsQueryKey } from './ops-client';

/** An admins' detail: a 404 and an operator's 403 are the page's to show. */
const ADMIN_DETAIL_READ = { handledStatuses: [403, 404] };

/** Query options for every read of the staff contract (`/api/ops`); keys start with `'api-ops'`. */
export const opsQueries = {
  /** The signed-in staff member and their role. */
  me: () =>
    queryOptions({
      queryKey: opsQueryKey('getStaffMe', {}),
      queryFn: ({ signal }) => opsClient().send((c) => c.GET('/api/ops/me', { signal }), signal),
      staleTime: 5 * 60_000,
    }),
  /** Event templates, exception reasons, the state machine, batch types, products, the default time zone. */
  reference: () =>
    queryOptions({
      queryKey: opsQueryKey('getOpsReference', {}),
      queryFn: ({ signal }) => opsClient().send((c) => c.GET('/api/ops/reference', { signal }), signal),
      staleTime: 30 * 60_000,
    }),
  dashboard: () =>
    queryOptions({
      queryKey: opsQueryKey('getOpsDashboard', {}),
      queryFn: ({ signal }) => opsClient().send((c) => c.GET('/api/ops/dashboard', { signal }), signal),
      staleTime: 30_000,
    }),
  orderList: (body: OpsOrderListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getOpsOrderList', body),
      queryFn: ({ signal }) => opsClient().send((c) => c.POST('/api/ops/orders/list', { body, signal }), signal),
    }),
  order: (id: string) =>
    queryOptions({
      queryKey: opsQueryKey('getOpsOrder', { id }),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.GET('/api/ops/orders/{id}', { params: { path: { id } }, signal }), signal, DETAIL_READ),
    }),
  /** A 404 (no such number) is the caller's to show: no toast. */
  orderByWaybill: (waybillNumber: string) =>
    queryOptions({
      queryKey: opsQueryKey('getOpsOrderByWaybill', { waybillNumber }),
      queryFn: ({ signal }) =>
        opsClient().send(
          (c) => c.GET('/api/ops/waybills/{waybillNumber}', { params: { path: { waybillNumber } }, signal }),
          signal,
          DETAIL_READ,
        ),
      staleTime: 0,
    }),
  exceptionQueue: (body: ExceptionQueueRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getExceptionQueue', body),
      queryFn: ({ signal }) => opsClient().send((c) => c.POST('/api/ops/exceptions/list', { body, signal }), signal),
    }),
  batchList: (body: BatchListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getBatchList', body),
      queryFn: ({ signal }) => opsClient().send((c) => c.POST('/api/ops/batches/list', { body, signal }), signal),
    }),
  batch: (id: string) =>
    queryOptions({
      queryKey: opsQueryKey('getBatch', { id }),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.GET('/api/ops/batches/{id}', { params: { path: { id } }, signal }), signal, DETAIL_READ),
    }),
  auditLog: (body: AuditListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getAuditLog', body),
      queryFn: ({ signal }) => opsClient().send((c) => c.POST('/api/ops/audit/list', { body, signal }), signal),
    }),
  /** Admins only: an operator's call answers 403 `Ops:AdminOnly` (shown by the page, no toast). */
  staffList: (body: StaffListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getStaffList', body),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.POST('/api/ops/staff/list', { body, signal }), signal, { handledStatuses: [403] }),
    }),
  contactMessageList: (body: ContactMessageListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getContactMessageList', body),
      queryFn: ({ signal }) => opsClient().send((c) => c.POST('/api/ops/messages/list', { body, signal }), signal),
    }),
  /** Reading marks an unread message read (the server keeps the first reader), so the inbox's lists go stale. */
  contactMessage: (id: string) =>
    queryOptions({
      queryKey: opsQueryKey('getContactMessage', { id }),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.GET('/api/ops/messages/{id}', { params: { path: { id } }, signal }), signal, DETAIL_READ),
    }),
  customerList: (body: CustomerListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getCustomerList', body),
      queryFn: ({ signal }) => opsClient().send((c) => c.POST('/api/ops/customers/list', { body, signal }), signal),
    }),
  customer: (id: string) =>
    queryOptions({
      queryKey: opsQueryKey('getCustomer', { id }),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.GET('/api/ops/customers/{id}', { params: { path: { id } }, signal }), signal, DETAIL_READ),
    }),
  // ---------- billing (issue 29) ----------
  customerBillingAccount: (id: string) =>
    queryOptions({
      queryKey: opsQueryKey('getCustomerBillingAccount', { id }),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.GET('/api/ops/customers/{id}/billing-account', { params: { path: { id } }, signal }), signal, DETAIL_READ),
    }),
  /** A read although it is a POST: the filter travels in the body. */
  customerLedgerEntryList: (id: string, body: LedgerEntryListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getCustomerLedgerEntryList', { id, ...body }),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.POST('/api/ops/customers/{id}/ledger-entries/list', { params: { path: { id } }, body, signal }), signal),
    }),
  // ---------- e-mail (issue 12) ----------
  /** The outbox, newest first. */
  mailList: (body: MailListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getMailList', body),
      queryFn: ({ signal }) => opsClient().send((c) => c.POST('/api/ops/mail/list', { body, signal }), signal),
    }),
  /** One mail with its text (a reset link hidden) and its delivery. */
  mail: (id: string) =>
    queryOptions({
      queryKey: opsQueryKey('getMail', { id }),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.GET('/api/ops/mail/{id}', { params: { path: { id } }, signal }), signal, DETAIL_READ),
    }),
  // ---------- events in bulk (issue 12) ----------
  /** Admins only: an operator's 403 is the page's to show (no toast). */
  apiKeyList: (body: ApiKeyListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getApiKeyList', body),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.POST('/api/ops/api-keys/list', { body, signal }), signal, { handledStatuses: [403] }),
    }),
  // ---------- site settings and analytics (issue 13) ----------
  /** Admins only: an operator's 403 is the page's to show (no toast). */
  siteSettings: () =>
    queryOptions({
      queryKey: opsQueryKey('getSiteSettings', {}),
      queryFn: ({ signal }) => opsClient().send((c) => c.GET('/api/ops/site-settings', { signal }), signal, { handledStatuses: [403] }),
    }),
  // ---------- shipping products and rate sheets (issue 13) ----------
  /** Admins only: an operator's 403 is the page's to show (no toast). */
  routingList: (body: OpsRoutingListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getOpsRoutingList', body),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.POST('/api/ops/routings/list', { body, signal }), signal, { handledStatuses: [403] }),
    }),
  /** A product with both languages' texts (admins only). */
  routing: (id: string) =>
    queryOptions({
      queryKey: opsQueryKey('getOpsRouting', { id }),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.GET('/api/ops/routings/{id}', { params: { path: { id } }, signal }), signal, ADMIN_DETAIL_READ),
    }),
  /** A product's rate sheet; its defaults (no zones) while it never had one. */
  rateSheet: (id: string) =>
    queryOptions({
      queryKey: opsQueryKey('getRateSheet', { id }),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.GET('/api/ops/routings/{id}/rate-sheet', { params: { path: { id } }, signal }), signal, ADMIN_DETAIL_READ),
    }),
  // ---------- site content: navigation and home blocks (issue 13) ----------
  /** Admins only: an operator's 403 is the page's to show (no toast). */
  siteNavTree: () =>
    queryOptions({
      queryKey: opsQueryKey('getSiteNavTree', {}),
      queryFn: ({ signal }) => opsClient().send((c) => c.GET('/api/ops/site-content/navs', { signal }), signal, { handledStatuses: [403] }),
    }),
  sitePageContents: () =>
    queryOptions({
      queryKey: opsQueryKey('getSitePageContentList', {}),
      queryFn: ({ signal }) => opsClient().send((c) => c.GET('/api/ops/site-content/page-contents', { signal }), signal),
    }),
  // ---------- site content (issue 13): articles and categories ----------
  articleList: (body: OpsArticleListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getOpsArticleList', body),
      queryFn: ({ signal }) => opsClient().send((c) => c.POST('/api/ops/articles/list', { body, signal }), signal),
    }),
  article: (id: string) =>
    queryOptions({
      queryKey: opsQueryKey('getOpsArticle', { id }),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.GET('/api/ops/articles/{id}', { params: { path: { id } }, signal }), signal, DETAIL_READ),
    }),
  /** Every category in tree order (parents first, `depth` for indentation). */
  categoryList: () =>
    queryOptions({
      queryKey: opsQueryKey('getOpsCategoryList', {}),
      queryFn: ({ signal }) => opsClient().send((c) => c.GET('/api/ops/article-categories', { signal }), signal),
    }),
  // ---------- customers' top-up notices (issue 29) ----------
  topUpNoticeList: (body: TopUpNoticeListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getTopUpNoticeList', body),
      queryFn: ({ signal }) => opsClient().send((c) => c.POST('/api/ops/top-up-notices/list', { body, signal }), signal),
    }),
  /** The screenshot as a data URL for an <img> (the request needs the staff member's token); it never changes. */
  topUpNoticeScreenshot: (id: string) =>
    queryOptions({
      queryKey: opsQueryKey('getTopUpNoticeScreenshot', { id }),
      queryFn: async ({ signal }) =>
        dataUrlOf(
          await opsClient().send((c) => c.GET('/api/ops/top-up-notices/{id}/screenshot', { params: { path: { id } }, parseAs: 'blob', signal }), signal, DETAIL_READ),
        ),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** The proof staff attached to payment entry `id`, as a data URL for an <img>; it never changes. */
  paymentProof: (id: string) =>
    queryOptions({
      queryKey: opsQueryKey('getPaymentProof', { id }),
      queryFn: async ({ signal }) =>
        dataUrlOf(await opsClient().send((c) => c.GET('/api/ops/ledger-entries/{id}/payment-proof', { params: { path: { id } }, parseAs: 'blob', signal }), signal, DETAIL_READ)),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  // ---------- charge types and exchange rates (issue 29) ----------
  /** Every charge type in its order, inactive ones too (names in the request's language). */
  chargeTypeList: () =>
    queryOptions({
      queryKey: opsQueryKey('getChargeTypeList', {}),
      queryFn: ({ signal }) => opsClient().send((c) => c.GET('/api/ops/charge-types', { signal }), signal),
    }),
  /** Every exchange rate, newest first. */
  exchangeRateList: () =>
    queryOptions({
      queryKey: opsQueryKey('getExchangeRateList', {}),
      queryFn: ({ signal }) => opsClient().send((c) => c.GET('/api/ops/exchange-rates', { signal }), signal),
    }),
  // ---------- receivables, statements, invoices and billing settings (issue 29, console) ----------
  /** A read although it is a POST: the filter travels in the body. */
  receivableList: (body: ReceivableListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getReceivableList', body),
      queryFn: ({ signal }) => opsClient().send((c) => c.POST('/api/ops/receivables/list', { body, signal }), signal),
    }),
  customerStatementMonths: (id: string) =>
    queryOptions({
      queryKey: opsQueryKey('getCustomerStatementMonths', { id }),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.GET('/api/ops/customers/{id}/statements/months', { params: { path: { id } }, signal }), signal),
    }),
  customerInvoiceList: (id: string, body: InvoiceListRequest) =>
    queryOptions({
      queryKey: opsQueryKey('getCustomerInvoiceList', { id, ...body }),
      queryFn: ({ signal }) =>
        opsClient().send((c) => c.POST('/api/ops/customers/{id}/invoices/list', { params: { path: { id } }, body, signal }), signal),
    }),
  /** Admins only: an operator's 403 is the page's to show (no toast). */
  billingSettings: () =>
    queryOptions({
      queryKey: opsQueryKey('getBillingSettings', {}),
      queryFn: ({ signal }) => opsClient().send((c) => c.GET('/api/ops/billing-settings', { signal }), signal, { handledStatuses: [403] }),
    }),
};
