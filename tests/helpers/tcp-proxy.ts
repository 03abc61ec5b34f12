import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** `host:port` to connect to instead of the target. */
  host: string;
  port: number;
  /** Cuts every open connection and refuses new ones: the database is away. */
  cut(): void;
  /** Passes connections on again. */
  heal(): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of `target` (e.g. PostgreSQL) that a test can cut and heal. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let cut = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
  return {
    host: '127.0.0.1',
    port: address.port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    heal() {
      cut = false;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
