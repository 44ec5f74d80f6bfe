import type { Readable } from 'node:stream';
import type { Locale } from '../../../i18n/locale';
import { countOrders } from '../customer/customer-orders.repository';
import { iterateOrders, type OrderFilter } from '../customer/customer-orders.service';
import { streamOrderExport } from './excel-export';
import { refuse } from './refusals';
import type { OrdersDatabase } from '../orders.db';

// The customers' order export: the filtered list as a streamed spreadsheet, refused beyond a row limit.

export const MAX_EXPORT_ROWS = 100_000;

/** Counts first (400 beyond the limit), then streams: nothing is sent before the refusal could happen. */
export async function exportOrderSpreadsheet(
  db: OrdersDatabase,
  userId: string,
  filter: OrderFilter,
  locale: Locale,
  maxRows: number = MAX_EXPORT_ROWS,
): Promise<Readable> {
  const count = await countOrders(db, userId, filter);
  if (count > maxRows) throw refuse('ExportTooLarge', { limit: maxRows, count });
  return streamOrderExport(iterateOrders(db, userId, filter, locale), locale);
}

/** `orders-20261122.xlsx` (UTC date). */
export const exportFileName = (now = new Date()): string => `orders-${now.toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`;
