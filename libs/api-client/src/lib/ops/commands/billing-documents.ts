// The console's billing documents and settings (tag `billing`, issue 29): the receivables export, a customer's
// statements and invoices (created per order or per period, downloaded as PDF), the forwarder's details on them.
import type { BillingSettings, CreatePeriodInvoiceInput, ReceivableFilter, StatementFormat } from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { fileNameOf, type DownloadedFile } from '../../files/downloaded-file';
import { byId, opsClient } from '../ops-client';

/** Sends a file call and keeps the name the server's Content-Disposition gives (readable only inside the call). */
async function downloadOpsFile(
  call: (client: ReturnType<typeof opsClient>['raw']) => Promise<{ data?: Blob; error?: unknown; response: Response }>,
  fallback: string,
): Promise<DownloadedFile> {
  let fileName = fallback;
  const blob = await opsClient().send(async (c) => {
    const result = await call(c);
    fileName = fileNameOf(result.response.headers.get('content-disposition'), fallback);
    return result;
  });
  return { blob, fileName };
}

/** The filtered receivables as .xlsx (headers in the UI's language). */
export function exportReceivables(body: ReceivableFilter): Promise<DownloadedFile> {
  return downloadOpsFile((c) => c.POST('/api/ops/receivables/export', { body, parseAs: 'blob' }), 'receivables.xlsx');
}

/** A customer's statement of `month` (`2026-11`) as PDF or .xlsx. */
export function downloadCustomerStatement(id: string, month: string, format: StatementFormat): Promise<DownloadedFile> {
  return downloadOpsFile(
    (c) => c.GET('/api/ops/customers/{id}/statements/{month}', { params: { path: { id, month }, query: { format } }, parseAs: 'blob' }),
    `statement-${month}.${format}`,
  );
}

export function downloadInvoicePdf(id: string, number: string): Promise<DownloadedFile> {
  return downloadOpsFile((c) => c.GET('/api/ops/invoices/{id}/pdf', { ...byId(id), parseAs: 'blob' }), `${number}.pdf`);
}

/** `id` is the order's: its live charge on an invoice of its own. */
export function createOrderInvoice(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/orders/{id}/invoice', byId(id)), null, options);
}

/** `id` is the customer's: their uninvoiced charges of the period. */
export function createPeriodInvoice(id: string, body: CreatePeriodInvoiceInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/customers/{id}/invoices', { ...byId(id), body }), null, options);
}

/** Admins only. */
export function updateBillingSettings(body: BillingSettings, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/billing-settings', { body }), null, options);
}
