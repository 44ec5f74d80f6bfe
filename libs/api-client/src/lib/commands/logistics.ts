import { apiClient } from '../client';
import type { CreateOrderBatchResult, CreateOrderInput, CustomsDocumentKind, LabelFormat, OrderExcelPreview, OrderFilter } from '@forwarder/contracts/api-f';
import type { DownloadedFile } from '../files/downloaded-file';
import { downloadFile } from '../files/download-file';
import { uploadWithProgress, type UploadOptions } from '../upload';

export function createOrder(body: CreateOrderInput) {
  return apiClient().send((c) => c.POST('/api/f/logistics-management/order', { body }));
}

export function createOrderBatch(orders: CreateOrderInput[]): Promise<CreateOrderBatchResult> {
  return apiClient().send((c) => c.POST('/api/f/logistics-management/order/batch', { body: { orders } }));
}

export function previewOrdersByExcel(file: File, options?: UploadOptions): Promise<OrderExcelPreview> {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress('/api/f/logistics-management/order/preview-by-excel', body, options);
}

const labelExtension = (format: LabelFormat | undefined): string => (format === 'zpl' ? 'zpl' : 'pdf');

/** The labels of one order's boxes in the format (the server's default, 100 × 150 mm PDF, when none is given). */
export function downloadOrderLabel(id: string, format?: LabelFormat): Promise<DownloadedFile> {
  return downloadFile(
    (c) =>
      c.GET('/api/f/logistics-management/order/label/{id}', {
        params: { path: { id }, query: format ? { format } : {} },
        parseAs: 'blob',
      }),
    `label.${labelExtension(format)}`,
  );
}

/** The labels of several orders' boxes in one file. */
export function downloadOrderLabels(ids: string[], format?: LabelFormat): Promise<DownloadedFile> {
  return downloadFile(
    (c) =>
      c.POST('/api/f/logistics-management/order/labels', {
        params: { query: format ? { format } : {} },
        body: { ids },
        parseAs: 'blob',
      }),
    `labels.${labelExtension(format)}`,
  );
}

/** One order's commercial invoice, or its CN23 (a CN22 when the value allows: the server decides). */
export function downloadOrderCustomsDocument(id: string, kind: CustomsDocumentKind): Promise<DownloadedFile> {
  return downloadFile(
    (c) =>
      c.GET('/api/f/logistics-management/order/customs-document/{id}', {
        params: { path: { id }, query: { kind } },
        parseAs: 'blob',
      }),
    `${kind}.pdf`,
  );
}

/** The customs papers of several orders in one PDF. */
export function downloadOrderCustomsDocuments(ids: string[], kind: CustomsDocumentKind): Promise<DownloadedFile> {
  return downloadFile(
    (c) =>
      c.POST('/api/f/logistics-management/order/customs-documents', {
        params: { query: { kind } },
        body: { ids },
        parseAs: 'blob',
      }),
    `${kind}.pdf`,
  );
}

export function downloadOrderExcelTemplate(): Promise<Blob> {
  return apiClient().send((c) => c.GET('/api/f/logistics-management/order/excel-template', { parseAs: 'blob' }));
}

export function exportOrders(filter: OrderFilter): Promise<Blob> {
  return apiClient().send((c) =>
    c.POST('/api/f/user-management/export/logistics-order', { body: filter, parseAs: 'blob' }),
  );
}
