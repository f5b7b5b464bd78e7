import { renderMetrics } from '@storefront/platform';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from 'proxy-addr';
import { MetricsConfig } from './metrics.config';
import { socketCapacity } from './socket-metrics';

export type MetricsAccess = 'allowed' | 'unauthorized' | 'forbidden';

const isPrivateAddress = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);
/** Headers a reverse proxy (the Ingress) adds: their presence means the caller is not in the cluster. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read `/metrics`: with a token, whoever presents it; without one, only a direct request
 * from a loopback or private address (a scraper in the cluster), never one relayed by a proxy.
 */
export function metricsAccess(req: IncomingMessage, token?: string): MetricsAccess {
  if (token) {
    const presented = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '';
    return timingSafeEqual(digest(presented), digest(token)) ? 'allowed' : 'unauthorized';
  }
  if (PROXY_HEADERS.some((header) => req.headers[header] !== undefined)) return 'forbidden';
  const address = req.socket.remoteAddress;
  return address && isPrivateAddress(address, 0) ? 'allowed' : 'forbidden';
}

/** `GET /metrics` in Prometheus text format, before any other middleware (not logged, not counted). */
export function metricsEndpoint(config: MetricsConfig) {
  socketCapacity.set(config.SOCKET_CAPACITY_PER_POD);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const access = metricsAccess(req, config.METRICS_TOKEN);
    if (access === 'unauthorized') {
      res.setHeader('www-authenticate', 'Bearer');
      res.status(401).json({ error: 'A metrics token is required', code: 'UNAUTHORIZED' });
      return;
    }
    if (access === 'forbidden') {
      res.status(403).json({ error: 'Metrics are served only inside the cluster', code: 'FORBIDDEN' });
      return;
    }
    renderMetrics().then(
      ({ contentType, body }) => res.setHeader('content-type', contentType).end(body),
      next,
    );
  };
}
