import type { components } from '@forwarder/contracts/api-f';
import { ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import type { UploadedFile } from '../../../http/multipart';
import type { Locale } from '../../../i18n/locale';
import { t } from '../../../i18n/messages';
import { timeSlicer } from '../../../runtime/time-slices';
import { columnLetter, columnTitle, valuesByKey } from '../../../spreadsheets/columns';
import { asSpreadsheetError as asUploadError, checkSpreadsheetUpload, readTemplateSheet, type SpreadsheetLimits } from '../../../spreadsheets/upload';
import { findDefaultSenderAddress, validateParty, type PartyInput } from '../../accounts';
import { listActiveRoutings } from '../../rates';
import { listRegions, RegionMatcher, regionCodes } from '../../regions';
import { createOrderValidationMemo, validateOrderInput, CURRENCIES, prefixMember } from '../placing/order-validation';
import { createOrders } from '../placing/place-orders.service';
import { ORDER_COLUMNS } from './excel-columns';
import { buildOrderTemplate, ORDERS_SHEET, type TemplateCountry } from './excel-template';
import { refuse } from './refusals';
import { columnOfMember, mapRowToOrderInput, membersOfColumn, type RowLookups } from './row-mapping';
import type { OrdersDatabase, OrdersExecutor } from '../orders.db';

// The customers' order spreadsheet: its template, the preview of a filled one (every cell checked as the order form
// checks it, nothing written) and the batch that places the previewed orders.

type OrderExcelPreview = components['schemas']['OrderExcelPreview'];
type OrderExcelPreviewRow = components['schemas']['OrderExcelPreviewRow'];
type OrderExcelCellError = components['schemas']['OrderExcelCellError'];
type CreateOrderInput = components['schemas']['CreateOrderInput'];
type CreateOrderBatchResult = components['schemas']['CreateOrderBatchResult'];
type Routing = components['schemas']['Routing'];

const MiB = 1024 * 1024;
export const SPREADSHEET_LIMITS: SpreadsheetLimits = {
  maxFileBytes: 5 * MiB,
  maxUncompressedBytes: 50 * MiB,
  maxEntries: 1000,
  maxRows: 5000,
  parseTimeoutMs: 20_000,
};


async function countriesInBothLanguages(db: OrdersExecutor): Promise<TemplateCountry[]> {
  const [zh, en] = await Promise.all([listRegions(db, { level: 0 }, 'zh-Hans'), listRegions(db, { level: 0 }, 'en')]);
  const english = new Map(en.items.map((r) => [r.id, r.displayName]));
  return zh.items
    .map((r) => ({ code: r.code, nameZh: r.displayName, nameEn: english.get(r.id) ?? '' }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

async function routingsInBothLanguages(db: OrdersExecutor): Promise<Array<Routing & { nameEn: string; nameZh: string }>> {
  const [zh, en] = await Promise.all([listActiveRoutings(db, 'zh-Hans'), listActiveRoutings(db, 'en')]);
  const english = new Map(en.map((r) => [r.id, r.displayName]));
  return zh.map((r) => ({ ...r, nameZh: r.displayName, nameEn: english.get(r.id) ?? r.displayName }));
}

export async function buildTemplateFile(db: OrdersDatabase, locale: Locale): Promise<Buffer> {
  const [routings, countries] = await Promise.all([routingsInBothLanguages(db), countriesInBothLanguages(db)]);
  return buildOrderTemplate(locale, { routings, currencies: CURRENCIES, countries });
}

/** Maps the core's 413 (over the per-file limit while streaming) to the module's own refusal. */
export const asSpreadsheetError = (error: unknown): unknown => asUploadError(error, SPREADSHEET_LIMITS, refuse);

/** The caller's default sender as an order input; 400 Logistics:NoDefaultSender when none is set. */
async function defaultSenderInput(db: OrdersExecutor, userId: string): Promise<PartyInput> {
  const row = await findDefaultSenderAddress(db, userId);
  if (!row) throw refuse('NoDefaultSender');
  const party: PartyInput = {
    name: row.name,
    phoneNumber: row.phoneNumber,
    regionLv0Id: row.regionLv0Id,
    street: row.street,
  };
  if (row.postalCode) party.postalCode = row.postalCode;
  if (row.companyName) party.companyName = row.companyName;
  if (row.email) party.email = row.email;
  if (row.regionLv1Id) party.regionLv1Id = row.regionLv1Id;
  if (row.regionLv2Id) party.regionLv2Id = row.regionLv2Id;
  if (row.regionLv3Id) party.regionLv3Id = row.regionLv3Id;
  if (row.stateName) party.stateName = row.stateName;
  if (row.cityName) party.cityName = row.cityName;
  if (row.districtName) party.districtName = row.districtName;
  return party;
}

/** Country and routing look-ups for one preview (states and cities are matched by validateParty). */
export async function createRowLookups(db: OrdersExecutor): Promise<RowLookups> {
  const routings = new Map((await listActiveRoutings(db, 'en')).map((r) => [r.code.toUpperCase(), r.id]));
  let countries: Promise<RegionMatcher> | undefined;
  const loadCountries = async (): Promise<RegionMatcher> => {
    const [zh, en] = await Promise.all([listRegions(db, { level: 0 }, 'zh-Hans'), listRegions(db, { level: 0 }, 'en')]);
    const english = new Map(en.items.map((r) => [r.id, r.displayName]));
    return new RegionMatcher(zh.items.map((r) => ({ id: r.id, codes: regionCodes(r.code), names: [r.displayName, english.get(r.id) ?? ''] })));
  };
  return {
    routingIdByCode: (code) => routings.get(code.trim().toUpperCase()),
    findCountry: async (value) => (await (countries ??= loadCountries())).match(value),
  };
}

function cellMessage(locale: Locale, issue: { messageKey?: string; message?: string; params?: Record<string, string | number> }, title: string): string {
  if (!issue.messageKey) return issue.message ?? '';
  const params = { ...issue.params, field: title };
  return t(locale, issue.messageKey, params);
}

export async function previewOrderSpreadsheet(db: OrdersDatabase, userId: string, file: UploadedFile, locale: Locale): Promise<OrderExcelPreview> {
  // The file's own checks first (cheap, and the clearest answer to a wrong file), then the sender, then parsing.
  checkSpreadsheetUpload(file, SPREADSHEET_LIMITS, refuse);
  const sender = await defaultSenderInput(db, userId);
  const senderCheck = await validateParty(db, sender, locale, 'sender');
  if ('issues' in senderCheck) throw new ValidationError(senderCheck.issues);
  const sheet = await readTemplateSheet(file, { limits: SPREADSHEET_LIMITS, sheetName: ORDERS_SHEET, columns: ORDER_COLUMNS, refuse, locale });
  const { indexByKey } = sheet;

  // Letters are those of the uploaded sheet (columns may have been moved); absent optional columns keep the template's.
  const columns = ORDER_COLUMNS.map((c, i) => {
    const index = indexByKey.get(c.key);
    return { key: c.key, title: columnTitle(c, locale), letter: columnLetter(index ?? i), required: c.required, members: membersOfColumn(c.key) };
  });
  const columnByKey = new Map(columns.map((c) => [c.key, c]));
  const lookups = await createRowLookups(db);
  const memo = createOrderValidationMemo();
  const slices = timeSlicer();

  const rows: OrderExcelPreviewRow[] = [];
  for (const { rowNumber, cells } of sheet.rows) {
    await slices.pause();
    const values = valuesByKey(ORDER_COLUMNS, indexByKey, cells);
    const mapped = await mapRowToOrderInput(values, sender, lookups);
    const validation = await validateOrderInput(db, userId, mapped.input, locale, '', memo);
    const errors: OrderExcelCellError[] = [];
    const seen = new Set<string>();
    const add = (columnKey: string, issue: Parameters<typeof cellMessage>[1]) => {
      if (seen.has(columnKey)) return; // one message per cell: the first cause is the useful one
      seen.add(columnKey);
      const column = columnByKey.get(columnKey);
      errors.push({ column: columnKey, letter: column?.letter ?? '', message: cellMessage(locale, issue, column?.title ?? columnKey) });
    };
    for (const issue of mapped.issues) add(issue.column, issue);
    if (!validation.ok) {
      for (const issue of validation.issues as ValidationIssue[]) {
        for (const member of issue.members) add(columnOfMember(member) ?? member, issue);
      }
    }
    const isValid = errors.length === 0;
    const receiverArea = validation.ok ? validation.order.receiver.area : '';
    rows.push({ rowNumber, isValid, values, errors, order: isValid ? mapped.input : null, receiverArea });
  }
  const validCount = rows.filter((r) => r.isValid).length;
  return { fileName: file.fileName, totalCount: rows.length, validCount, invalidCount: rows.length - validCount, columns, rows };
}

export async function createOrderBatch(db: OrdersDatabase, userId: string, orders: readonly CreateOrderInput[], locale: Locale): Promise<CreateOrderBatchResult> {
  let created;
  try {
    created = await createOrders(db, userId, orders, locale);
  } catch (error) {
    // createOrders leaves a single order's members unprefixed; the batch contract always names the row.
    if (orders.length === 1 && error instanceof ValidationError && error.validationErrors) {
      throw new ValidationError(
        error.validationErrors.map((issue) => {
          const members = issue.members.map((m) => prefixMember('orders[0]', m));
          const params = issue.params && 'field' in issue.params ? { ...issue.params, field: members[0] ?? '' } : issue.params;
          return { ...issue, members, ...(params ? { params } : {}) };
        }),
      );
    }
    throw error;
  }
  return { items: created.map((o) => ({ id: o.id, waybillNumber: o.waybillNumber, customerReference: o.customerReference })) };
}
