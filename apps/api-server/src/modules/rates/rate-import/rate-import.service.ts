import type { components } from '@forwarder/contracts/api-ops';
import { BusinessError, type AppError, type MessageParams } from '../../../errors/app-errors';
import type { UploadedFile } from '../../../http/multipart';
import type { Locale } from '../../../i18n/locale';
import { t } from '../../../i18n/messages';
import { columnLetter, columnTitle, valuesByKey } from '../../../spreadsheets/columns';
import { asSpreadsheetError, readTemplateSheet, staffImportLimits, type SpreadsheetLimits } from '../../../spreadsheets/upload';
import { requireRouting } from '../products/products.service';
import { columnOfMember, RATE_COLUMNS } from './rate-import-columns';
import { mapRateRow, type CellIssue } from './rate-import-row';
import { ZONES_SHEET } from './rate-import-template';
import { checkZones, zoneCountryCodes } from '../rate-sheets/rate-sheet-input';
import { zoneRulesFor } from '../rate-sheets/rate-sheets.service';
import type { RatesExecutor } from '../rates.db';

// The preview of a rate-sheet import: every row parsed, then all parsed zones checked together exactly as
// importRateSheetZones (rate-sheets.service.ts) will check them, against the product. Nothing is written.

type S = components['schemas'];

/** A sheet has a few dozen zones at most. */
export const RATE_IMPORT_LIMITS: SpreadsheetLimits = staffImportLimits(200);

const refuse = (code: string, params: MessageParams = {}): AppError => new BusinessError(`Ops:RateImport${code}`, `Ops:RateImport${code}`, 400, params);

export const asRateImportUploadError = (error: unknown): unknown => asSpreadsheetError(error, RATE_IMPORT_LIMITS, refuse);

export async function previewRateSheetImport(db: RatesExecutor, routingId: string, file: UploadedFile, locale: Locale): Promise<S['RateSheetImportPreview']> {
  const routing = await requireRouting(db, routingId);
  const sheet = await readTemplateSheet(file, { limits: RATE_IMPORT_LIMITS, sheetName: ZONES_SHEET, columns: RATE_COLUMNS, refuse, locale });
  // Letters are those of the uploaded sheet (columns may have been moved); absent optional columns keep the template's.
  const columns = RATE_COLUMNS.map((c, i) => ({ key: c.key, title: columnTitle(c, locale), letter: columnLetter(sheet.indexByKey.get(c.key) ?? i), required: c.required, members: [...c.members] }));
  const columnByKey = new Map(columns.map((c) => [c.key, c]));

  const issuesByRow = new Map<number, CellIssue[]>();
  const parsed: { index: number; zone: S['RateZoneInput'] }[] = [];
  const previews: S['RateSheetImportPreviewRow'][] = sheet.rows.map(({ rowNumber, cells }, index) => {
    const values = valuesByKey(RATE_COLUMNS, sheet.indexByKey, cells);
    const mapped = mapRateRow(values);
    if ('issues' in mapped) issuesByRow.set(index, mapped.issues);
    else parsed.push({ index, zone: mapped.zone });
    return { rowNumber, isValid: false, values, errors: [], zone: 'zone' in mapped ? mapped.zone : null };
  });

  // The zones of the rows that parsed, checked together: a code or country repeated is the later row's fault.
  const zones = parsed.map((p) => p.zone);
  const { issues } = checkZones(zones, await zoneRulesFor(db, routing, zoneCountryCodes(zones)));
  for (const zoneIssue of issues) {
    const match = /^zones\[(\d+)\]\.(.+)$/.exec(zoneIssue.members[0] ?? '');
    const row = parsed[Number(match?.[1] ?? -1)];
    if (!row || !match) continue;
    const list = issuesByRow.get(row.index) ?? [];
    list.push({ column: columnOfMember(match[2] ?? ''), messageKey: zoneIssue.messageKey ?? '', ...(zoneIssue.params ? { params: zoneIssue.params } : {}) });
    issuesByRow.set(row.index, list);
  }

  const position = (column: string) => RATE_COLUMNS.findIndex((c) => c.key === column);
  previews.forEach((preview, index) => {
    const seen = new Set<string>();
    // In the sheet's column order, whichever check found them.
    const rowIssues = [...(issuesByRow.get(index) ?? [])].sort((a, b) => position(a.column) - position(b.column));
    for (const issue of rowIssues) {
      if (seen.has(issue.column)) continue; // one message per cell: the first cause is the useful one
      seen.add(issue.column);
      const column = columnByKey.get(issue.column);
      const title = column?.title ?? issue.column;
      preview.errors.push({ column: issue.column, letter: column?.letter ?? '', message: t(locale, issue.messageKey, { ...issue.params, field: title }) });
    }
    preview.isValid = preview.errors.length === 0;
    if (!preview.isValid) preview.zone = null;
  });
  const validCount = previews.filter((r) => r.isValid).length;
  return { fileName: file.fileName, totalCount: previews.length, validCount, invalidCount: previews.length - validCount, columns, rows: previews };
}
