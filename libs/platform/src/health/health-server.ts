import { createServer, Server } from 'node:http';
import type { ServiceHealthReply } from '@storefront/contracts';
import { renderMetrics } from '../metrics/registry';

/**
 * A tiny HTTP server for a service that otherwise speaks only NATS: `GET /health` (readiness: the
 * process and its database), `GET /health/live` (liveness: the process answers; a database outage
 * must not get every pod restarted, the pools reconnect by themselves) and `GET /metrics` for
 * Prometheus. It listens on HEALTH_PORT, which only the cluster reaches.
 */
export function startHealthServer(port: number, check: () => Promise<ServiceHealthReply>): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"up"}');
      return;
    }
    if (req.method === 'GET' && req.url === '/metrics') {
      renderMetrics()
        .then(({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body))
        .catch(() => res.writeHead(500).end());
      return;
    }
    if (req.method !== 'GET' || req.url !== '/health') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":"Not found","code":"NOT_FOUND"}');
      return;
    }
    check()
      .then((reply) => {
        res.writeHead(reply.status === 'up' ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply));
      })
      .catch(() => res.writeHead(503).end());
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
