import { LabelFormat } from '@forwarder/contracts/api-f';
import { defineHandlers } from '../../contracts/api-f';
import { fileResult } from '../../http/results';
import { ValidationError } from '../../errors/app-errors';
import {
  asSpreadsheetError,
  buildTemplateFile,
  createOrderBatch,
  exportFileName,
  exportOrderSpreadsheet,
  previewOrderSpreadsheet,
  renderOrderCustomsPapers,
  renderOrderLabels,
  SPREADSHEET_LIMITS,
} from './logistics-documents.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const logisticsDocumentsHandlers = defineHandlers({
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
    let upload;
    try {
      upload = await readMultipart({ maxFileBytes: SPREADSHEET_LIMITS.maxFileBytes, maxFiles: 1 });
    } catch (error) {
      throw asSpreadsheetError(error);
    }
    const file = upload.files['file']?.[0];
    if (!file) throw new ValidationError([{ members: ['file'], messageKey: 'Validation:Required', params: { field: 'file' } }]);
    return previewOrderSpreadsheet(db, user.id, file, locale);
  },

  createOrderBatch: async ({ db, locale, body, requireUser }) => createOrderBatch(db, requireUser().id, body.orders, locale),

  exportOrders: async ({ db, locale, body, requireUser }) => {
    const user = requireUser();
    const file = await exportOrderSpreadsheet(db, user.id, body ?? {}, locale);
    return fileResult(file, { contentType: XLSX_TYPE, fileName: exportFileName() });
  },
});
