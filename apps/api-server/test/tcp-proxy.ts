import net from 'node:net';

// A TCP proxy between a server under test and its PostgreSQL, which a test can cut: what an outage looks like from
// the server (reset connections, refused or unanswered connects) without stopping the cluster other test files share.

/**
 * forward: bytes pass both ways.
 * refuse: open connections are reset and the port is closed: connects fail with ECONNREFUSED (a database host down).
 * reset: open connections are reset, and so is each new one as soon as it is accepted (a pooler whose database is
 *   down); unlike refuse, every attempt is counted.
 * silent: open connections are reset; new ones are accepted and never answered (a host that stopped answering).
 */
export type ProxyMode = 'forward' | 'refuse' | 'reset' | 'silent';

export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  mode(): ProxyMode;
  setMode(mode: ProxyMode): Promise<void>;
  /** Connections accepted so far: how often the server behind tried to connect. */
  accepted(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  let accepted = 0;
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    accepted++;
    track(client);
    if (mode === 'reset') client.resetAndDestroy();
    if (mode !== 'forward') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const resetAll = () => {
    for (const socket of open) socket.resetAndDestroy();
  };

  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    via: (url) => {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    mode: () => mode,
    setMode: async (next) => {
      mode = next;
      resetAll();
      if (next === 'refuse') await stopListening();
      else if (!server.listening) await listen(port);
    },
    accepted: () => accepted,
    close: async () => {
      resetAll();
      await stopListening();
    },
  };
}
