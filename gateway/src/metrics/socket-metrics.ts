import { Gauge, metricsRegistry } from '@storefront/platform';

/** The part of a socket.io Server read at scrape time. */
interface SocketServerLike {
  _nsps: Map<string, { sockets: { size: number } }>;
}

const servers = new Set<SocketServerLike>();

export const connectedSockets = new Gauge({
  name: 'socketio_connected_sockets',
  help: 'Sockets connected to this gateway pod, by socket.io namespace',
  labelNames: ['namespace'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const server of servers) {
      for (const [namespace, nsp] of server._nsps) this.set({ namespace }, nsp.sockets.size);
    }
  },
});

export const socketCapacity = new Gauge({
  name: 'gateway_socket_capacity',
  help: 'Sockets one gateway pod is sized to hold (SOCKET_CAPACITY_PER_POD); alert as the live count nears it',
  registers: [metricsRegistry],
});

/** Reports the server's sockets per namespace on every scrape. */
export function watchSocketServer(server: SocketServerLike): void {
  servers.add(server);
}
