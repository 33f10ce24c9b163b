import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections opened through it so far. */
  readonly connections: number;
  /**
   * The network between the server and its database fails: every connection through the proxy
   * is reset at once and new ones are refused (nothing listens on the port) until `restore`.
   */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on loopback that a test owns, between a server process and its database: the test
 * cuts the database away and brings it back without touching the database itself.
 */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const live = new Set<Socket>();
  let server: Server | null = null;
  let boundPort = port;
  let connections = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        connections += 1;
        const upstream = createConnection(target);
        for (const socket of [client, upstream]) {
          live.add(socket);
          socket.on('close', () => live.delete(socket));
          // A reset is what the proxy is for: the other side hears of it through its own socket.
          socket.on('error', () => {});
        }
        client.pipe(upstream);
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      s.on('error', reject);
      s.listen(boundPort, '127.0.0.1', () => {
        const address = s.address();
        if (address && typeof address === 'object') boundPort = address.port;
        server = s;
        resolve();
      });
    });

  async function cut() {
    const s = server;
    server = null;
    const closed = s ? new Promise<void>((resolve) => s.close(() => resolve())) : Promise.resolve();
    for (const socket of live) socket.resetAndDestroy();
    live.clear();
    await closed;
  }

  await listen();
  return {
    get port() {
      return boundPort;
    },
    get connections() {
      return connections;
    },
    cut,
    restore: listen,
    close: cut,
  };
}
