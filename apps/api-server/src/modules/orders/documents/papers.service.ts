import { CustomsDocumentKind, LabelFormat } from '@forwarder/contracts/api-f';
import { NotFoundError } from '../../../errors/app-errors';
import { readTenantSettings } from '../../system';
import { getOrderDetailIn } from '../customer/customer-orders.service';
import { customsPaperOf, renderCustomsPdf } from './customs-pdf';
import { boxLabels, MAX_LABELS_PER_FILE, type BilingualOrder } from './label-content';
import { renderLabelPdf } from './label-pdf';
import { renderLabelZpl } from './label-zpl';
import { refuse } from './refusals';
import type { OrdersDatabase } from '../orders.db';

// The papers of the customers' orders: a label per box (PDF or ZPL) and the customs papers, drawn from each order
// read in English and in Chinese (docs/domain/labels.md).

/**
 * Each order described in English and in Chinese (documents print both: docs/domain/labels.md), in the order of
 * `ids`; 404 before anything is drawn when any id is missing or not the caller's.
 */
async function loadBilingualOrders(db: OrdersDatabase, userId: string, ids: readonly string[]): Promise<BilingualOrder[]> {
  const orders: BilingualOrder[] = [];
  for (const id of ids) {
    const [en, zh] = await getOrderDetailIn(db, userId, id, ['en', 'zh-Hans']);
    if (!en || !zh) throw new NotFoundError();
    orders.push({ en, zh });
  }
  return orders;
}

export interface DocumentFile {
  data: Buffer;
  contentType: string;
  fileName: string;
  disposition: 'inline' | 'attachment';
}

/** `label-<waybill>` for one order, `labels-<n>-orders` for several. */
const labelFileStem = (orders: readonly BilingualOrder[]): string =>
  orders.length === 1 ? `label-${orders[0]?.en.waybillNumber ?? ''}` : `labels-${orders.length}-orders`;

/** The labels of every box of the orders, in one file of the format. */
export async function renderOrderLabels(db: OrdersDatabase, userId: string, ids: readonly string[], format: LabelFormat): Promise<DocumentFile> {
  const orders = await loadBilingualOrders(db, userId, ids);
  const labels = orders.flatMap(boxLabels);
  if (labels.length > MAX_LABELS_PER_FILE) throw refuse('TooManyLabels', { limit: MAX_LABELS_PER_FILE, count: labels.length });
  const { displaySiteName } = await readTenantSettings(db);
  const stem = labelFileStem(orders);
  if (format === LabelFormat.Zpl) {
    // Attachment: a browser cannot show ZPL; it is saved and sent to the printer (or its driver's queue).
    return { data: Buffer.from(renderLabelZpl(labels, displaySiteName), 'utf8'), contentType: ZPL_TYPE, fileName: `${stem}.zpl`, disposition: 'attachment' };
  }
  const fileName = format === LabelFormat.PdfA4 ? `${stem}-a4.pdf` : `${stem}.pdf`;
  const sheet = format === LabelFormat.PdfA4 ? 'a4' : 'label';
  const data = await renderLabelPdf(labels, { forwarderName: displaySiteName, sheet, title: fileName });
  return { data, contentType: 'application/pdf', fileName, disposition: 'inline' };
}

/** ZPL has no registered media type; `application/zpl` is what label tools (Labelary, Zebra Browser Print) use. */
export const ZPL_TYPE = 'application/zpl';

function customsFileName(orders: readonly BilingualOrder[], kind: CustomsDocumentKind): string {
  const [first] = orders;
  if (orders.length === 1 && first) return `${customsPaperOf(first.en, kind)}-${first.en.waybillNumber}.pdf`;
  return kind === CustomsDocumentKind.CommercialInvoice ? `commercial-invoices-${orders.length}-orders.pdf` : `customs-declarations-${orders.length}-orders.pdf`;
}

/** The commercial invoice, or the CN22/CN23 chosen by value, of each order in one PDF. */
export async function renderOrderCustomsPapers(db: OrdersDatabase, userId: string, ids: readonly string[], kind: CustomsDocumentKind): Promise<DocumentFile> {
  const orders = await loadBilingualOrders(db, userId, ids);
  const { displaySiteName } = await readTenantSettings(db);
  const fileName = customsFileName(orders, kind);
  const data = await renderCustomsPdf(orders, kind, { forwarderName: displaySiteName, title: fileName });
  return { data, contentType: 'application/pdf', fileName, disposition: 'inline' };
}
