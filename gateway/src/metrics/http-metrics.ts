import { Counter, Histogram, metricsRegistry } from '@storefront/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const labelNames = ['method', 'route', 'status'] as const;

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered by the gateway, by method, route template and status',
  labelNames,
  registers: [metricsRegistry],
});

const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving an HTTP request to finishing its answer, by method, route template and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Requests no route matched, and the frontend's files and pages: 404s, assets, pages. */
export const UNMATCHED_ROUTE = '<unmatched>';

/** Routes that answer many paths, which they do not name: the frontend's files and pages. */
const CATCH_ALL = /\*/;

/**
 * The route template that served the request (`/api/payment/:paymentId`), never the raw URL:
 * ids in paths would make a series per payment.
 */
export function routeLabel(req: Pick<FastifyRequest, 'routeOptions'>): string {
  const url = req.routeOptions?.url;
  return url && !CATCH_ALL.test(url) ? url : UNMATCHED_ROUTE;
}

/** Counts and times every HTTP request once its answer is sent; the metrics scrape itself is not counted. */
export function countRequests(fastify: FastifyInstance, uncounted: string) {
  fastify.addHook('onResponse', (req, reply, done) => {
    if (req.routeOptions.url !== uncounted) {
      const labels = { method: req.method, route: routeLabel(req), status: String(reply.statusCode) };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
}
