import net from 'node:net';

// One raw HTTP/1.1 exchange over a socket, for what light-my-request's inject() cannot send: an undecodable path,
// oversized headers, a request line node's parser refuses before Fastify sees it.

export interface RawAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` as given and reads the answer until the server closes the connection (say `Connection: close`). */
export function sendRawHttp(port: number, request: string): Promise<RawAnswer> {
  return startRawHttp(port, request).answer;
}

/**
 * Opens a connection and writes `start` (a request cut anywhere, e.g. before the blank line that ends its headers);
 * `send` writes the rest later. `answer` resolves once the server closes the connection.
 */
export function startRawHttp(port: number, start: string): { send(rest: string): void; answer: Promise<RawAnswer> } {
  const socket = net.connect(port, '127.0.0.1');
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
    // Not end(): a half-closed socket makes node abort the request in flight (httpAllowHalfOpen is off), which is
    // not what a client waiting for its answer does.
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
  });
  socket.write(start);
  return { send: (rest) => void socket.write(rest), answer };
}

function parseAnswer(text: string): RawAnswer {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  let body = rest.join('\r\n\r\n');
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { statusCode: Number(statusLine.split(' ')[1] ?? 0), headers, body };
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const at = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, at), 16);
    if (!size) return out;
    out += rest.slice(at + 2, at + 2 + size);
    rest = rest.slice(at + 4 + size);
  }
}
