import { defineHandlers } from '../../contracts/api-ops';
import { fileResult, withStatus } from '../../http/results';
import { addBatchOrders, createBatch, getBatchDetail, listBatches, postBatchEvent, removeBatchOrder, updateBatch } from './batches/batches.service';
import { asImportUploadError, buildEventImportTemplate, EVENT_IMPORT_LIMITS, importEvents, previewEventImport } from './event-import/event-import.service';
import { postOrderEvent, scanWaybill } from './events/console-events.service';
import { getExceptionQueue } from './exceptions/exception-queue.service';
import { raiseOrderException, resolveOrderException } from './exceptions/exceptions.service';
import { receiveParcels } from './receiving/receiving.service';
import { changeOrderChargeLines } from './staff/charge-lines.service';
import { releaseOrderHold } from './staff/release-hold.service';
import { getOpsOrder, getOpsOrderByWaybill, listOpsOrders } from './staff/staff-orders.service';
import { readSpreadsheetUpload } from './upload';
import type { OrdersScope } from './orders.db';

// The staff's side of orders: every customer's orders, events (one, scans, batches, a spreadsheet), receiving,
// exceptions and batches. The contract's guard has let only staff in (src/auth/guards.ts): requireUser() is the
// staff member acting.

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const ordersStaffHandlers = defineHandlers<OrdersScope>()({
  getOpsOrderList: async ({ db, body, locale }) => listOpsOrders(db, body ?? {}, locale),

  getOpsOrder: async ({ db, params, locale }) => getOpsOrder(db, params.id, locale),

  releaseOrderHold: async ({ db, params, body, locale, requireUser }) => releaseOrderHold(db, requireUser(), params.id, body, locale),

  addOrderChargeLine: async ({ db, params, body, locale, requireUser }) => changeOrderChargeLines(db, requireUser(), params.id, { kind: 'add', input: body }, locale),

  updateOrderChargeLine: async ({ db, params, body, locale, requireUser }) =>
    changeOrderChargeLines(db, requireUser(), params.id, { kind: 'update', lineId: params.lineId, input: body }, locale),

  removeOrderChargeLine: async ({ db, params, body, locale, requireUser }) =>
    changeOrderChargeLines(db, requireUser(), params.id, { kind: 'remove', lineId: params.lineId, input: body }, locale),

  getOpsOrderByWaybill: async ({ db, params, locale }) => getOpsOrderByWaybill(db, params.waybillNumber, locale),

  postOrderEvent: async ({ db, params, body, locale, requireUser }) => postOrderEvent(db, requireUser(), params.id, body, locale),

  raiseOrderException: async ({ db, params, body, locale, requireUser }) => raiseOrderException(db, requireUser(), params.id, body, locale),

  resolveOrderException: async ({ db, params, body, locale, requireUser }) => resolveOrderException(db, requireUser(), params.id, body, locale),

  scanWaybill: async ({ db, body, locale, requireUser }) => scanWaybill(db, requireUser(), body, locale),

  receiveParcels: async ({ db, body, locale, requireUser }) => receiveParcels(db, requireUser(), body, locale),

  getExceptionQueue: async ({ db, body, locale }) => getExceptionQueue(db, body ?? {}, locale),

  getBatchList: async ({ db, body, locale }) => listBatches(db, body ?? {}, locale),

  createBatch: async ({ db, body, locale, requireUser }) => withStatus(201, await createBatch(db, requireUser(), body, locale)),

  getBatch: async ({ db, params, locale }) => getBatchDetail(db, params.id, locale),

  updateBatch: async ({ db, params, body, locale, requireUser }) => updateBatch(db, requireUser(), params.id, body, locale),

  addBatchOrders: async ({ db, params, body, locale, requireUser }) => addBatchOrders(db, requireUser(), params.id, body, locale),

  removeBatchOrder: async ({ db, params, requireUser }) => {
    await removeBatchOrder(db, requireUser(), params.id, params.orderId);
    return withStatus(204, undefined);
  },

  postBatchEvent: async ({ db, params, body, locale, requireUser }) => postBatchEvent(db, requireUser(), params.id, body, locale),

  getEventImportTemplate: async ({ locale }) =>
    fileResult(buildEventImportTemplate(locale), { contentType: XLSX_TYPE, fileName: locale === 'en' ? 'event-import-template.xlsx' : '轨迹事件导入模板.xlsx' }),

  previewEventImport: async ({ db, locale, readMultipart }) =>
    previewEventImport(db, await readSpreadsheetUpload(readMultipart, EVENT_IMPORT_LIMITS.maxFileBytes, asImportUploadError), locale),

  importEvents: async ({ db, body, locale, requireUser }) => importEvents(db, requireUser(), body, locale),
});
