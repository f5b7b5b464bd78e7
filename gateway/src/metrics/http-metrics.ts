import { Counter, Histogram, metricsRegistry, secondsSince } from '@storefront/platform';
import type { NextFunction, Request, Response } from 'express';

const labelNames = ['method', 'route', 'status'] as const;

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered by the gateway, by method, route template and status',
  labelNames,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving an HTTP request to finishing its answer, by method, route template and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Requests no route matched: static files, 404s, and answers given by middleware (bans, maintenance). */
export const UNMATCHED_ROUTE = '<unmatched>';

/**
 * The route template that served the request (`/api/payment/:paymentId`), never the raw URL:
 * ids in paths would make a series per payment.
 */
export function routeLabel(req: Pick<Request, 'route' | 'baseUrl'>): string {
  const path: unknown = req.route?.path;
  if (typeof path !== 'string') return UNMATCHED_ROUTE;
  return `${req.baseUrl ?? ''}${path}` || '/';
}

/** Counts and times every HTTP request once its answer is sent. */
export function httpMetrics() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeLabel(req), status: String(res.statusCode) };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, secondsSince(started));
    });
    next();
  };
}
