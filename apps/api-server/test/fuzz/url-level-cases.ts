import { sendRawHttp } from '../raw-http';
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
export async function sendRaw(port: number, raw: string): Promise<Answer> {
  const { statusCode, headers, body } = await sendRawHttp(port, raw);
  return { status: statusCode, headers, body };
}
