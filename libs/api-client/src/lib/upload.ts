import { ApiError, apiErrorFromResponse } from './api-error';
import { apiClient, type ApiClient } from './client';

export interface UploadOptions {
  /** 0..1 of the request body sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Statuses the caller shows itself (a refused sheet next to the drop zone): not reported, so no toast. */
  handledStatuses?: readonly number[];
}

/**
 * Multipart POST through XMLHttpRequest, because fetch cannot report upload progress. Same headers, error
 * classification and reporting as every other call; `client` is the contract's (the staff contract's for `/api/ops`).
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  options: UploadOptions = {},
  client: Pick<ApiClient<object>, 'headers' | 'report'> = apiClient(),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (error: ApiError) => {
      if (error.status === undefined || !options.handledStatuses?.includes(error.status)) client.report(error);
      reject(error);
    };
    if (options.signal?.aborted) {
      fail(new ApiError('cancelled', 'The request was cancelled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(client.headers())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(parsed as T);
      } else {
        fail(apiErrorFromResponse(xhr.status, parsed));
      }
    };
    xhr.onerror = () => fail(new ApiError('no-response', 'No response'));
    xhr.ontimeout = () => fail(new ApiError('no-response', 'Timed out'));
    xhr.onabort = () => fail(new ApiError('cancelled', 'The request was cancelled'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
