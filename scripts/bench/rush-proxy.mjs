// The rush benchmark's load balancer: one port on loopback in front of the server processes,
// each new connection to the next process in turn (a connection, not a request: the buyers' keep-
// alive connections spread evenly). A process that refuses the connection (killed, not yet back)
// is skipped, as a load balancer's health check would skip it.
import { connect, createServer } from 'node:net';

export function roundRobinProxy(port, upstreamPorts) {
  let next = 0;
  const live = new Set();
  const server = createServer((client) => {
    client.pause();
    client.on('error', () => {});
    live.add(client);
    client.on('close', () => live.delete(client));
    const attempt = (tries) => {
      const upstreamPort = upstreamPorts[next % upstreamPorts.length];
      next += 1;
      const upstream = connect({ port: upstreamPort, host: '127.0.0.1', noDelay: true });
      let connected = false;
      upstream.on('error', () => {
        if (!connected && tries + 1 < upstreamPorts.length && !client.destroyed) attempt(tries + 1);
        else client.destroy();
      });
      upstream.on('connect', () => {
        connected = true;
        client.setNoDelay(true);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.resume();
      });
    };
    attempt(0);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close() {
          for (const socket of live) socket.destroy();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    );
  });
}
