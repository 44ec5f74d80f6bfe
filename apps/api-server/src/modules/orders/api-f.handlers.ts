import { LabelFormat } from '@forwarder/contracts/api-f';
import { defineHandlers } from '../../contracts/api-f';
import { fileResult } from '../../http/results';
import { limiterPerApp, TRACKING_RATE_LIMIT } from '../../rate-limits';
import { getOrderDetail, getOrderStatusSummary, listOrders } from './customer/customer-orders.service';
import { exportFileName, exportOrderSpreadsheet } from './documents/export.service';
import { asSpreadsheetError, buildTemplateFile, createOrderBatch, previewOrderSpreadsheet, SPREADSHEET_LIMITS } from './documents/order-sheet.service';
import { renderOrderCustomsPapers, renderOrderLabels } from './documents/papers.service';
import { cancelOrderForCustomer } from './events/customer-cancel';
import { editOrderForCustomer } from './placing/edit-order.service';
import { createOrders } from './placing/place-orders.service';
import { trackWaybills } from './tracking/tracking.service';
import { readSpreadsheetUpload } from './upload';
import type { OrdersScope } from './orders.db';

// The customers' side of orders (members and merchants): their own orders, documents and spreadsheets, and public
// tracking. The contract's guard answers staff 403 on every operation holding customer data (src/auth/guards.ts).

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const trackingLimiter = limiterPerApp('tracking', TRACKING_RATE_LIMIT);

export const ordersCustomerHandlers = defineHandlers<OrdersScope>()({
  createOrder: async ({ db, locale, body, requireUser }) => {
    const [order] = await createOrders(db, requireUser().id, [body], locale);
    if (!order) throw new Error('createOrders returned nothing for one input');
    return order;
  },

  getOrderList: async ({ db, locale, body, requireUser }) => {
    const { maxResultCount, skipCount, sorting, ...filter } = body ?? {};
    return listOrders(db, requireUser().id, filter, { maxResultCount, skipCount, sorting }, locale);
  },

  getOrderStatusSummary: async ({ db, locale, requireUser }) => getOrderStatusSummary(db, requireUser().id, locale),

  getOrder: async ({ db, locale, params, requireUser }) => getOrderDetail(db, requireUser().id, params.id, locale),

  cancelOrder: async ({ db, locale, params, requireUser }) => {
    const user = requireUser();
    // The order moves under the staff side's state machine and event writer, one rule for both.
    await cancelOrderForCustomer(db, { id: user.id, userName: user.userName }, params.id, locale);
    return getOrderDetail(db, user.id, params.id, locale);
  },

  updateOrder: async ({ db, locale, params, body, requireUser }) => {
    const user = requireUser();
    await editOrderForCustomer(db, { id: user.id, userName: user.userName }, params.id, body, locale);
    return getOrderDetail(db, user.id, params.id, locale);
  },

  getTrackingList: async ({ db, locale, body, request }) => {
    // request.ip honours TRUST_PROXY: behind the reverse proxy it is the visitor's address.
    await trackingLimiter(request.server, db).hit(request.ip);
    return trackWaybills(db, body.waybillNumbers, locale);
  },

  getOrderLabel: async ({ db, params, query, requireUser }) => {
    const file = await renderOrderLabels(db, requireUser().id, [params.id], query.format ?? LabelFormat.Pdf100x150);
    return fileResult(file.data, file);
  },

  getOrderLabels: async ({ db, body, query, requireUser }) => {
    const file = await renderOrderLabels(db, requireUser().id, body.ids, query.format ?? LabelFormat.Pdf100x150);
    return fileResult(file.data, file);
  },

  getOrderCustomsDocument: async ({ db, params, query, requireUser }) => {
    const file = await renderOrderCustomsPapers(db, requireUser().id, [params.id], query.kind);
    return fileResult(file.data, file);
  },

  getOrderCustomsDocuments: async ({ db, body, query, requireUser }) => {
    const file = await renderOrderCustomsPapers(db, requireUser().id, body.ids, query.kind);
    return fileResult(file.data, file);
  },

  getOrderExcelTemplate: async ({ db, locale, requireUser }) => {
    requireUser();
    const file = await buildTemplateFile(db, locale);
    return fileResult(file, { contentType: XLSX_TYPE, fileName: locale === 'en' ? 'order-template.xlsx' : '批量下单模板.xlsx' });
  },

  previewOrdersByExcel: async ({ db, locale, requireUser, readMultipart }) => {
    const user = requireUser();
    const file = await readSpreadsheetUpload(readMultipart, SPREADSHEET_LIMITS.maxFileBytes, asSpreadsheetError);
    return previewOrderSpreadsheet(db, user.id, file, locale);
  },

  createOrderBatch: async ({ db, locale, body, requireUser }) => createOrderBatch(db, requireUser().id, body.orders, locale),

  exportOrders: async ({ db, locale, body, requireUser }) => {
    const user = requireUser();
    const file = await exportOrderSpreadsheet(db, user.id, body ?? {}, locale);
    return fileResult(file, { contentType: XLSX_TYPE, fileName: exportFileName() });
  },
});
