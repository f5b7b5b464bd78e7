/**
 * A TCP proxy to put between the stack and a shared dependency (Postgres, Redis, NATS), so a test
 * can make the dependency vanish for the stack alone: `cut()` drops every open connection and
 * refuses new ones, `restore()` accepts connections again on the same port.
 */
import { once } from 'node:events';
import { createConnection, createServer, Server, Socket } from 'node:net';

export class FaultProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private accepted = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
    private listenPort: number,
  ) {}

  /** Starts forwarding from a free loopback port to `host:port`. */
  static async start(target: { host: string; port: number }): Promise<FaultProxy> {
    const proxy = new FaultProxy(target.host, target.port, 0);
    await proxy.listen();
    return proxy;
  }

  get port(): number {
    return this.listenPort;
  }

  /** Connections accepted so far: proves the stack really goes through the proxy. */
  get connections(): number {
    return this.accepted;
  }

  get isCut(): boolean {
    return !this.server;
  }

  /** `url` with its host and port replaced by the proxy's. */
  url(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.listenPort);
    return u.toString();
  }

  /** Drops every open connection and closes the listener, so new connections are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  /** Listens again on the same port. */
  async restore(): Promise<void> {
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    await this.cut();
  }

  private async listen(): Promise<void> {
    const server = createServer((client) => this.forward(client));
    // Right after a cut the port can be briefly unavailable: try again for a little while.
    for (let attempt = 0; ; attempt++) {
      server.listen(this.listenPort, '127.0.0.1');
      try {
        await Promise.race([
          once(server, 'listening'),
          once(server, 'error').then(([err]) => Promise.reject(err as Error)),
        ]);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    this.listenPort = (server.address() as { port: number }).port;
    this.server = server;
  }

  private forward(client: Socket) {
    this.accepted++;
    const upstream = createConnection({ host: this.targetHost, port: this.targetPort });
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.sockets.delete(socket);
        // One side gone: the other goes too, as a broken link would take both.
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
