import { AuditAction, EventSource, type components } from '@forwarder/contracts/api-ops';
import { AppError, BusinessError, type MessageParams, type ValidationIssue } from '../../../errors/app-errors';
import type { UploadedFile } from '../../../http/multipart';
import type { Locale } from '../../../i18n/locale';
import { t } from '../../../i18n/messages';
import { columnLetter, columnTitle, valuesByKey } from '../../../spreadsheets/columns';
import { asSpreadsheetError as asUploadError, readTemplateSheet, staffImportLimits, type SpreadsheetLimits } from '../../../spreadsheets/upload';
import type { AuditActor } from '../../audit';
import { applyEventsToWaybills, planEventsOnWaybills } from '../events/apply-order-events';
import type { EventOutcome, OrderEventItem } from '../events/event-plan';
import { draftOrIssues } from '../events/moves';
import { normalizeWaybillNumber } from '../waybills/waybill';
import { columnOfMember, EVENT_COLUMNS } from './event-columns';
import { mapEventRow, type CellIssue } from './event-row';
import { buildEventTemplate, EVENTS_SHEET } from './event-template';
import type { OrdersDatabase } from '../orders.db';

// Tracking events imported from a spreadsheet: the template, a preview that checks every row as the import will
// (cells, then the state machine over each waybill's rows in time order) and writes nothing, and the import of
// the previewed rows, all or nothing. Both go through the orders' one events path (events/apply-order-events.ts),
// so the preview and the import cannot disagree, and ten thousand rows are a few dozen statements.

type S = components['schemas'];
type EventImportRow = S['EventImportRow'];
type EventImportPreviewRow = S['EventImportPreviewRow'];

export const EVENT_IMPORT_LIMITS: SpreadsheetLimits = staffImportLimits(10_000);

const refuse = (code: string, params: MessageParams = {}): AppError => new BusinessError(`Ops:Import${code}`, `Ops:Import${code}`, 400, params);

/** Maps the core's 413 (over the per-file limit while streaming) to the import's own refusal. */
export const asImportUploadError = (error: unknown): unknown => asUploadError(error, EVENT_IMPORT_LIMITS, refuse);

export const buildEventImportTemplate = (locale: Locale): Buffer => buildEventTemplate(locale);

/** An import row as the event input draftOf checks (code postable, time not in the future, places given). */
const eventInputOf = (row: EventImportRow) => ({
  code: row.code,
  time: row.time,
  timeZone: row.timeZone,
  locationZh: row.locationZh,
  locationEn: row.locationEn,
  ...(row.descriptionZh !== undefined ? { descriptionZh: row.descriptionZh } : {}),
  ...(row.descriptionEn !== undefined ? { descriptionEn: row.descriptionEn } : {}),
});

/** The column a refusal of the state machine belongs in: an event older than the latest is the time's fault. */
const columnOfRefusal = (issue: ValidationIssue): string => (issue.messageKey === 'Ops:EventBeforeLast' ? 'time' : 'code');

/** A bulk outcome as the issue of one cell; null for the rows that will be written or skipped. */
function outcomeIssue(outcome: EventOutcome | undefined, waybillNumber: string): CellIssue | null {
  if (!outcome || outcome.kind === 'move' || outcome.kind === 'already-applied' || outcome.kind === 'duplicate') return null;
  if (outcome.kind === 'unknown') return { column: 'waybillNumber', messageKey: 'Ops:UnknownWaybill', params: { waybillNumber } };
  return { column: columnOfRefusal(outcome.issue), messageKey: outcome.issue.messageKey ?? 'Ops:MoveNotAllowed', ...(outcome.issue.params ? { params: outcome.issue.params } : {}) };
}

export async function previewEventImport(db: OrdersDatabase, file: UploadedFile, locale: Locale): Promise<S['EventImportPreview']> {
  const sheet = await readTemplateSheet(file, { limits: EVENT_IMPORT_LIMITS, sheetName: EVENTS_SHEET, columns: EVENT_COLUMNS, refuse, locale });
  // Letters are those of the uploaded sheet (columns may have been moved); absent optional columns keep the template's.
  const columns = EVENT_COLUMNS.map((c, i) => ({
    key: c.key,
    title: columnTitle(c, locale),
    letter: columnLetter(sheet.indexByKey.get(c.key) ?? i),
    required: c.required,
    members: [...c.members],
  }));
  const columnByKey = new Map(columns.map((c) => [c.key, c]));

  const now = new Date();
  const previews: EventImportPreviewRow[] = [];
  const issuesByRow = new Map<number, CellIssue[]>();
  const items: OrderEventItem[] = [];
  sheet.rows.forEach(({ rowNumber, cells }, index) => {
    const values = valuesByKey(EVENT_COLUMNS, sheet.indexByKey, cells);
    const mapped = mapEventRow(rowNumber, values);
    previews.push({ rowNumber, isValid: false, values, errors: [], event: 'row' in mapped ? mapped.row : null });
    if ('issues' in mapped) return void issuesByRow.set(index, mapped.issues);
    const drafted = draftOrIssues(eventInputOf(mapped.row), now);
    if ('issues' in drafted) {
      const cellIssues = drafted.issues.map((issue) => ({ column: columnOfMember(issue.members[0] ?? '') ?? 'code', messageKey: issue.messageKey ?? '', ...(issue.params ? { params: issue.params } : {}) }));
      return void issuesByRow.set(index, cellIssues);
    }
    items.push({ index, waybillNumber: mapped.row.waybillNumber, draft: drafted.draft });
  });

  // Checked like the import (the same locks and snapshot): nothing is written.
  const plan = await planEventsOnWaybills(db, items, locale);
  for (const item of items) {
    const issue = outcomeIssue(plan.outcomes.get(item.index), item.waybillNumber);
    if (issue) issuesByRow.set(item.index, [issue]);
  }

  previews.forEach((preview, index) => {
    const seen = new Set<string>();
    for (const issue of issuesByRow.get(index) ?? []) {
      if (seen.has(issue.column)) continue; // one message per cell: the first cause is the useful one
      seen.add(issue.column);
      const column = columnByKey.get(issue.column);
      const title = column?.title ?? issue.column;
      preview.errors.push({ column: issue.column, letter: column?.letter ?? '', message: t(locale, issue.messageKey, { field: title, ...issue.params }) });
    }
    preview.isValid = preview.errors.length === 0;
    if (!preview.isValid) preview.event = null;
  });
  const validCount = previews.filter((r) => r.isValid).length;
  return { fileName: file.fileName, totalCount: previews.length, validCount, invalidCount: previews.length - validCount, columns, rows: previews };
}

/**
 * Writes the previewed rows in one transaction, checked again (orders may have moved since the preview): any
 * refused row and nothing is written, 400 `Ops:ImportRefused` naming each refused cell `rows[i].<member>`.
 */
export async function importEvents(db: OrdersDatabase, actor: AuditActor, input: S['ImportEventsInput'], locale: Locale): Promise<S['ImportEventsResult']> {
  const now = new Date();
  const issues: ValidationIssue[] = [];
  const items: OrderEventItem[] = [];
  input.rows.forEach((row, index) => {
    const prefix = `rows[${index}].`;
    const drafted = draftOrIssues(eventInputOf(row), now, prefix);
    if ('issues' in drafted) issues.push(...drafted.issues);
    else items.push({ index, waybillNumber: normalizeWaybillNumber(row.waybillNumber), draft: drafted.draft });
  });

  // With bad cells nothing is written, but the other rows are still checked: the answer names every problem.
  const audit = { per: 'order-events', action: AuditAction.OrderImport, after: { fileName: input.fileName } } as const;
  const plan = issues.length
    ? await planEventsOnWaybills(db, items, locale)
    : await applyEventsToWaybills(db, { items, source: EventSource.Import, actor, audit, write: 'all-or-nothing' }, locale);
  for (const item of items) {
    const issue = outcomeIssue(plan.outcomes.get(item.index), item.waybillNumber);
    if (issue) {
      const rowNumber = input.rows[item.index]?.rowNumber ?? item.index + 2;
      issues.push({ members: [`rows[${item.index}].${issue.column}`], messageKey: 'Ops:ImportRowRefused', params: { rowNumber, reason: t(locale, issue.messageKey, issue.params ?? {}) } });
    }
  }
  if (issues.length) {
    issues.sort((a, b) => rowIndexOf(a) - rowIndexOf(b));
    throw new AppError(400, 'Ops:ImportRefused', { code: 'Ops:ImportRefused', params: { count: issues.length }, validationErrors: issues });
  }
  const alreadyAppliedCount = [...plan.outcomes.values()].filter((o) => o.kind === 'already-applied').length;
  const orderCount = new Set(plan.moves.map((item) => item.waybillNumber)).size;
  return { eventCount: plan.moves.length, orderCount, alreadyAppliedCount };
}

const rowIndexOf = (issue: ValidationIssue): number => Number(/^rows\[(\d+)\]/.exec(issue.members[0] ?? '')?.[1] ?? 0);
