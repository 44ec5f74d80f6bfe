import { defineHandlers } from '../../contracts/api-ops';
import { ValidationError } from '../../errors/app-errors';
import { fileResult, withStatus } from '../../http/results';
import { countOrdersByRouting } from '../orders';
import { createRouting, getRoutingDetail, listRoutings, setRoutingActive, updateRouting, type RoutingDetail } from './products/products.service';
import { asRateImportUploadError, previewRateSheetImport, RATE_IMPORT_LIMITS } from './rate-import/rate-import.service';
import { buildRateImportTemplate } from './rate-import/rate-import-template';
import { getRateSheet, importRateSheetZones, replaceRateSheet } from './rate-sheets/rate-sheets.service';
import type { RatesExecutor, RatesScope } from './rates.db';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Admin only: every operation is marked `x-staff-role: admin` in the contract (src/auth/guards.ts refuses
// operators with Ops:AdminOnly and customers with Ops:StaffOnly before a handler runs).

/** Each product with the count of orders placed on it: the orders module counts them (its table). */
async function withOrderCounts(db: RatesExecutor, products: readonly RoutingDetail[]) {
  const counts = await countOrdersByRouting(db, products.map((p) => p.id));
  return products.map((p) => ({ ...p, orderCount: counts.get(p.id) ?? 0 }));
}

async function withOrderCount(db: RatesExecutor, product: RoutingDetail) {
  const counts = await countOrdersByRouting(db, [product.id]);
  return { ...product, orderCount: counts.get(product.id) ?? 0 };
}

export const ratesStaffHandlers = defineHandlers<RatesScope>()({
  getOpsRoutingList: async ({ db, body, locale }) => {
    const items = await withOrderCounts(db, await listRoutings(db, body ?? {}, locale));
    return { totalCount: items.length, items };
  },

  createRouting: async ({ db, body, locale, requireUser }) => withStatus(201, await withOrderCount(db, await createRouting(db, requireUser(), body, locale))),

  getOpsRouting: async ({ db, params, locale }) => withOrderCount(db, await getRoutingDetail(db, params.id, locale)),

  updateRouting: async ({ db, params, body, locale, requireUser }) => withOrderCount(db, await updateRouting(db, requireUser(), params.id, body, locale)),

  setRoutingActive: async ({ db, params, body, locale, requireUser }) =>
    withOrderCount(db, await setRoutingActive(db, requireUser(), params.id, body.isActive, locale)),

  getRateSheet: async ({ db, params, locale }) => getRateSheet(db, params.id, locale),

  replaceRateSheet: async ({ db, params, body, locale, requireUser }) => replaceRateSheet(db, requireUser(), params.id, body, locale),

  getRateSheetImportTemplate: async ({ locale }) =>
    fileResult(buildRateImportTemplate(locale), { contentType: XLSX_TYPE, fileName: locale === 'en' ? 'rate-sheet-template.xlsx' : '运价表导入模板.xlsx' }),

  previewRateSheetImport: async ({ db, params, locale, readMultipart }) => {
    let upload;
    try {
      upload = await readMultipart({ maxFileBytes: RATE_IMPORT_LIMITS.maxFileBytes, maxFiles: 1 });
    } catch (error) {
      throw asRateImportUploadError(error);
    }
    const file = upload.files['file']?.[0];
    if (!file) throw new ValidationError([{ members: ['file'], messageKey: 'Validation:Required', params: { field: 'file' } }]);
    return previewRateSheetImport(db, params.id, file, locale);
  },

  importRateSheetZones: async ({ db, params, body, locale, requireUser }) => importRateSheetZones(db, requireUser(), params.id, body, locale),
});
