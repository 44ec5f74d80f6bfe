import { randomBytes } from 'node:crypto';

export interface FilePart {
  name: string;
  data: Buffer;
  /** Defaults to `files`. */
  field?: string;
  /** What the client claims; the server must not trust it. */
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it; `truncate` cuts it before the closing boundary. */
export function multipartBody(
  fields: Record<string, string | number>,
  files: FilePart[],
  options: { truncate?: boolean } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----md${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'));
  }
  for (const file of files) {
    const quoted = file.name.replace(/"/g, '%22');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${quoted}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  let payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  if (options.truncate) payload = payload.subarray(0, Math.max(0, payload.length - boundary.length - 40));
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
