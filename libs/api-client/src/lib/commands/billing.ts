import type { CreateTopUpNoticeInput, StatementFormat, TopUpNotice } from '@forwarder/contracts/api-f';
import type { DownloadedFile } from '../files/downloaded-file';
import { downloadFile } from '../files/download-file';
import { uploadWithProgress, type UploadOptions } from '../upload';

// The caller's own money documents and top-up notices (issue 29): no customer id in any call.

/** What a top-up notice sends: the contract's fields, the screenshot as the picked file. */
export type TopUpNoticeUpload = Omit<CreateTopUpNoticeInput, 'screenshot'> & { screenshot: File };

/** Tells staff about a top-up paid outside the site (multipart, with the screenshot); answers the pending notice. */
export function createTopUpNotice(input: TopUpNoticeUpload, options?: UploadOptions): Promise<TopUpNotice> {
  const body = new FormData();
  body.append('method', input.method);
  body.append('amountMinor', String(input.amountMinor));
  body.append('currency', input.currency);
  body.append('transferredOn', input.transferredOn);
  body.append('reference', input.reference);
  if (input.memo) body.append('memo', input.memo);
  body.append('screenshot', input.screenshot, input.screenshot.name);
  return uploadWithProgress('/api/f/billing-management/top-up-notice', body, options);
}

/** The caller's statement of a month (`2026-11`) as the server writes it (PDF or .xlsx), under the server's file name. */
export function downloadMyStatement(month: string, format: StatementFormat): Promise<DownloadedFile> {
  return downloadFile(
    (c) => c.GET('/api/f/billing-management/statement/{month}', { params: { path: { month }, query: { format } }, parseAs: 'blob' }),
    `statement-${month}.${format}`,
  );
}

/** One of the caller's invoices (PDF), under its number. */
export function downloadMyInvoice(id: string, number: string): Promise<DownloadedFile> {
  return downloadFile((c) => c.GET('/api/f/billing-management/invoice/{id}/pdf', { params: { path: { id } }, parseAs: 'blob' }), `${number}.pdf`);
}
