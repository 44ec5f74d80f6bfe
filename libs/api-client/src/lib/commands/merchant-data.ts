import { apiClient } from '../client';
import type { MerchantData, MerchantDataCategory, UpdateMerchantDataInput } from '@forwarder/contracts/api-f';
import { uploadWithProgress, type UploadOptions } from '../upload';

export interface MerchantDataUpload {
  title: string;
  description?: string;
  category?: MerchantDataCategory;
  files: File[];
}

export function createMerchantData(input: MerchantDataUpload, options?: UploadOptions): Promise<MerchantData> {
  const body = new FormData();
  body.append('title', input.title);
  if (input.description) body.append('description', input.description);
  if (input.category !== undefined) body.append('category', String(input.category));
  for (const file of input.files) body.append('files', file, file.name);
  return uploadWithProgress('/api/f/merchant-management/merchant-datas', body, options);
}

export function downloadMerchantDataFile(id: string, fileId: string): Promise<Blob> {
  return apiClient().send((c) =>
    c.GET('/api/f/merchant-management/merchant-datas/{id}/files/{fileId}', {
      params: { path: { id, fileId } },
      parseAs: 'blob',
    }),
  );
}

/** Title, description and category of a record (its files stay); answers the changed record. */
export function updateMerchantData(id: string, body: UpdateMerchantDataInput): Promise<MerchantData> {
  return apiClient().send((c) => c.PUT('/api/f/merchant-management/merchant-datas/{id}', { params: { path: { id } }, body }));
}

/** Deletes a record with its files (the server removes them from disk). */
export function deleteMerchantData(id: string) {
  return apiClient().send((c) => c.DELETE('/api/f/merchant-management/merchant-datas/{id}', { params: { path: { id } } }));
}
