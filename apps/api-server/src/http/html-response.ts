import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// HTML answers compressed per request: the shells here, the server-rendered pages too (the renderer keeps the
// compressed bodies in its cache, hence the pure functions). Hashed assets are compressed at build time instead
// (tools/vite/precompress.mts) and served by @fastify/static's preCompressed option.

export type HtmlEncoding = 'br' | 'gzip';

/** Codings we can produce, best first: Brotli wins a tie (smaller at the same speed). */
const PRODUCIBLE: readonly HtmlEncoding[] = ['br', 'gzip'];

/** One `Accept-Encoding` item: `gzip;q=0.5` → gzip, 0.5 (a missing or unreadable q counts as 1, as RFC 9110 says). */
function parseItem(item: string): { coding: string; q: number } | null {
  const [name, ...params] = item.split(';');
  const coding = name?.trim().toLowerCase();
  if (!coding) return null;
  let q = 1;
  for (const param of params) {
    const [key, value] = param.split('=').map((s) => s.trim().toLowerCase());
    if (key === 'q') {
      const parsed = Number(value);
      q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 1;
    }
  }
  return { coding, q };
}

/**
 * The coding to send HTML in, or null for identity. Follows RFC 9110 §12.5.3: an explicit `q=0` refuses a coding
 * even when `*` is accepted; `*` covers only the codings not named; `x-gzip` is gzip. Highest q wins, Brotli on a tie.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): HtmlEncoding | null {
  if (!acceptEncoding) return null;
  const named = new Map<string, number>();
  let wildcard: number | undefined;
  for (const raw of acceptEncoding.split(',')) {
    const item = parseItem(raw);
    if (!item) continue;
    const coding = item.coding === 'x-gzip' ? 'gzip' : item.coding;
    if (coding === '*') wildcard = Math.max(wildcard ?? 0, item.q);
    else named.set(coding, Math.max(named.get(coding) ?? 0, item.q));
  }
  let best: HtmlEncoding | null = null;
  let bestQ = 0;
  for (const coding of PRODUCIBLE) {
    const q = named.get(coding) ?? wildcard ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/**
 * Brotli quality 5 and gzip level 6: a 50 KiB page compresses in about a millisecond (docs/decisions.md, "Issue 15:
 * compression"); quality 11 would take tens of milliseconds per request for a few per cent less.
 */
export function compressHtml(html: Buffer, encoding: HtmlEncoding): Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
  }
  return zlib.gzipSync(html, { level: 6 });
}

/** `body`'s compressed copy in each coding, made the first time that coding is asked for and kept after. */
export function compressedOnDemand(body: Buffer): (encoding: HtmlEncoding) => Buffer {
  const copies = new Map<HtmlEncoding, Buffer>();
  return (encoding) => {
    let copy = copies.get(encoding);
    if (!copy) copies.set(encoding, (copy = compressHtml(body, encoding)));
    return copy;
  };
}

/** Below this a compressed body saves less than the header it costs. */
const MIN_COMPRESSED_BYTES = 256;

export interface HtmlAnswer {
  status: number;
  html: Buffer | string;
  /** Extra headers (cache-control, a page's own CSP…). */
  headers?: Record<string, string>;
  /** The body in a coding, when the caller keeps compressed copies (a render cache); default: compressHtml. */
  compressed?: (encoding: HtmlEncoding) => Buffer;
}

/** Sends an HTML page with status and headers, compressed in the coding the request accepts best. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, answer: HtmlAnswer): FastifyReply {
  const { html, ...rest } = answer;
  return sendCompressible(request, reply, { ...rest, body: html, type: 'text/html; charset=utf-8' });
}

export interface TextAnswer extends Omit<HtmlAnswer, 'html'> {
  body: Buffer | string;
  /** The Content-Type, with its charset. */
  type: string;
}

/** Any generated text answer (a page, the sitemap), compressed like HTML. */
export function sendCompressible(request: FastifyRequest, reply: FastifyReply, answer: TextAnswer): FastifyReply {
  const body = typeof answer.body === 'string' ? Buffer.from(answer.body, 'utf8') : answer.body;
  reply.code(answer.status);
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  reply.type(answer.type);
  // Even an identity answer depends on Accept-Encoding: a shared cache must not hand it to a Brotli client.
  reply.header('vary', answer.headers?.vary ? `${answer.headers.vary}, accept-encoding` : 'accept-encoding');
  const encoding = body.length >= MIN_COMPRESSED_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body);
  const compressed = answer.compressed ? answer.compressed(encoding) : compressHtml(body, encoding);
  return reply.header('content-encoding', encoding).send(compressed);
}
