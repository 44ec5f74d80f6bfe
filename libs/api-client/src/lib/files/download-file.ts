import { apiClient } from '../client';
import { fileNameOf, type DownloadedFile } from './downloaded-file';

/**
 * Sends a file call and keeps the file name the server gives it: the response is only reachable inside the call,
 * so the name is read there.
 */
export async function downloadFile(
  call: (client: ReturnType<typeof apiClient>['raw']) => Promise<{ data?: Blob; error?: unknown; response: Response }>,
  fallback: string,
): Promise<DownloadedFile> {
  let fileName = fallback;
  const blob = await apiClient().send(async (c) => {
    const result = await call(c);
    fileName = fileNameOf(result.response.headers.get('content-disposition'), fallback);
    return result;
  });
  return { blob, fileName };
}
