import { defineHandlers } from '../../contracts/api-ops';
import { ValidationError } from '../../errors/app-errors';
import { fileResult } from '../../http/results';
import { asImportUploadError, buildEventImportTemplate, EVENT_IMPORT_LIMITS, importEvents, previewEventImport } from './event-import.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Staff only (src/auth/guards.ts): requireUser() is the staff member importing.

export const eventImportHandlers = defineHandlers({
  getEventImportTemplate: async ({ locale }) =>
    fileResult(buildEventImportTemplate(locale), { contentType: XLSX_TYPE, fileName: locale === 'en' ? 'event-import-template.xlsx' : '轨迹事件导入模板.xlsx' }),

  previewEventImport: async ({ db, locale, readMultipart }) => {
    let upload;
    try {
      upload = await readMultipart({ maxFileBytes: EVENT_IMPORT_LIMITS.maxFileBytes, maxFiles: 1 });
    } catch (error) {
      throw asImportUploadError(error);
    }
    const file = upload.files['file']?.[0];
    if (!file) throw new ValidationError([{ members: ['file'], messageKey: 'Validation:Required', params: { field: 'file' } }]);
    return previewEventImport(db, file, locale);
  },

  importEvents: async ({ db, body, locale, requireUser }) => importEvents(db, requireUser(), body, locale),
});
