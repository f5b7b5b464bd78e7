import { bearerToken } from '../auth/bearer-token';
import { renderMetrics } from '@storefront/platform';
import { CommonErrorCode } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from 'proxy-addr';
import { MetricsConfig } from './metrics.config';
import { socketCapacity } from './socket-metrics';

type MetricsAccess = 'allowed' | 'unauthorized' | 'forbidden';

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
    const presented = bearerToken(req.headers.authorization) ?? '';
    return timingSafeEqual(digest(presented), digest(token)) ? 'allowed' : 'unauthorized';
  }
  if (PROXY_HEADERS.some((header) => req.headers[header] !== undefined)) return 'forbidden';
  const address = req.socket.remoteAddress;
  return address && isPrivateAddress(address, 0) ? 'allowed' : 'forbidden';
}

export const METRICS_PATH = '/metrics';

/** `GET /metrics` in Prometheus text format (not counted in the request metrics). */
export function serveMetrics(fastify: FastifyInstance, config: MetricsConfig) {
  socketCapacity.set(config.SOCKET_CAPACITY_PER_POD);
  fastify.route({
    method: ['GET', 'HEAD'],
    url: METRICS_PATH,
    handler: async (req, reply) => {
      const access = metricsAccess(req.raw, config.METRICS_TOKEN);
      if (access === 'unauthorized')
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: 'A metrics token is required', code: CommonErrorCode.Unauthorized });
      if (access === 'forbidden')
        return reply
          .status(403)
          .send({ error: 'Metrics are served only inside the cluster', code: CommonErrorCode.Forbidden });
      const { contentType, body } = await renderMetrics();
      return reply.type(contentType).send(body);
    },
  });
}
