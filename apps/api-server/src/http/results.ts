import type { Readable } from 'node:stream';

/** A binary answer (PDF, spreadsheet, stored upload) with its content type. */
export class FileResult {
  constructor(
    readonly data: Buffer | Readable,
    readonly contentType: string,
    readonly fileName: string | undefined,
    readonly disposition: 'attachment' | 'inline',
  ) {}
}

export function fileResult(
  data: Buffer | Readable,
  options: { contentType: string; fileName?: string; disposition?: 'attachment' | 'inline' },
): FileResult {
  return new FileResult(data, options.contentType, options.fileName, options.disposition ?? 'attachment');
}

/** A JSON answer with a status other than the operation's first 2xx (e.g. 201 or 202). */
export class StatusResult<T> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}

export const withStatus = <T>(status: number, body: T): StatusResult<T> => new StatusResult(status, body);

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name (Chinese file names survive). */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
