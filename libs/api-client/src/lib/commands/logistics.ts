import { apiClient } from '../client';
import type { CreateOrderBatchResult, CreateOrderInput, OrderExcelPreview, OrderFilter } from '@forwarder/contracts/api-f';
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

export function downloadOrderLabel(id: string): Promise<Blob> {
  return apiClient().send((c) =>
    c.GET('/api/f/logistics-management/order/label/{id}', { params: { path: { id } }, parseAs: 'blob' }),
  );
}

export function downloadOrderLabels(ids: string[]): Promise<Blob> {
  return apiClient().send((c) =>
    c.POST('/api/f/logistics-management/order/labels', { body: { ids }, parseAs: 'blob' }),
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
