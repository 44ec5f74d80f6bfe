import {
  createOrderBatch,
  previewOrdersByExcel,
  type CreateOrderInput,
  type OrderExcelPreview,
  type UploadOptions,
} from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';

// The page shows these failures itself, next to the drop zone or the confirm button (a refused file, the rows the
// server refused on confirm), so they do not also raise the global toast.

/** Uploads the spreadsheet for a preview; a cancelled upload rejects with an ApiError of kind `cancelled`. */
export function previewSpreadsheet(file: File, options: UploadOptions): Promise<OrderExcelPreview> {
  return withoutErrorToast(() => previewOrdersByExcel(file, options));
}

/** Creates the orders in one transaction (all or nothing). */
export function submitOrderBatch(orders: CreateOrderInput[]) {
  return withoutErrorToast(() => createOrderBatch(orders));
}
