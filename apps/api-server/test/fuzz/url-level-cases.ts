import net from 'node:net';
import type { Answer } from './response-checker';

// Requests whose URL or headers node's HTTP parser judges before Fastify sees them, written byte by byte.

export interface RawCase {
  name: string;
  /** The operation the URL aims at, whose contract the answer is held to. */
  operationId: string;
  raw: string;
}

const request = (target: string, headers: Record<string, string> = {}) =>
  [`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');

export function urlLevelCases(): RawCase[] {
  return [
    { name: '%zz in a path id', operationId: 'getArticle', raw: request('/api/f/content/article/%zz') },
    { name: '% at the end of a path id', operationId: 'getOpsOrder', raw: request('/api/ops/orders/abc%') },
    { name: '%zz in a query value', operationId: 'getRegionList', raw: request('/api/f/area-management/region/list?parentId=%zz') },
    { name: 'URL of 100,000 characters', operationId: 'getArticle', raw: request(`/api/f/content/article/${'a'.repeat(100_000)}`) },
    { name: 'headers of 64 KiB', operationId: 'getArticle', raw: request('/api/f/content/article/x', { 'x-padding': 'p'.repeat(64 * 1024) }) },
  ];
}

/** Sends `raw` and reads the answer until the server closes the connection. */
export function sendRaw(port: number, raw: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      let body = rest.join('\r\n\r\n');
      // Chunked answers: keep the chunks' data only.
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = body.replace(/(^|\r\n)[0-9a-f]+\r\n/gi, '').replace(/\r\n$/, '');
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body });
    });
    socket.end(raw);
  });
}
