/** A file the server answered, with the name its Content-Disposition gives (the name the user should see). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first (exact, also Chinese names),
 * else the quoted or bare `filename=`; `fallback` when the header has neither.
 */
export function fileNameOf(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: the plain name below is still there.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || fallback;
}
