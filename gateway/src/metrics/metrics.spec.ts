import { metricsRegistry } from '@storefront/platform';
import Fastify from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countRequests, routeLabel, UNMATCHED_ROUTE } from './http-metrics';
import { metricsAccess, METRICS_PATH, serveMetrics } from './metrics-endpoint';
import { MetricsConfig } from './metrics.config';
import { watchSocketServer } from './socket-metrics';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

async function seriesOf(name: string): Promise<{ labels: Record<string, unknown>; value: number }[]> {
  const metric = (await metricsRegistry.getMetricsAsJSON()).find((m) => m.name === name);
  return (metric as { values?: { labels: Record<string, unknown>; value: number }[] })?.values ?? [];
}

describe('who may read the gateway /metrics', () => {
  it('without a token: a direct request from loopback or a private (cluster) address', () => {
    for (const address of ['127.0.0.1', '::1', '10.2.3.4', '172.20.0.5', '192.168.1.9', '::ffff:10.0.0.8'])
      expect({ address, access: metricsAccess(request(address)) }).toEqual({ address, access: 'allowed' });
  });

  it('without a token: never a public address, nor anything relayed by a proxy such as the Ingress', () => {
    expect(metricsAccess(request('203.0.113.7'))).toBe('forbidden');
    expect(metricsAccess(request('10.0.0.3', { 'x-forwarded-for': '203.0.113.7' }))).toBe('forbidden');
    expect(metricsAccess(request('127.0.0.1', { forwarded: 'for=203.0.113.7' }))).toBe('forbidden');
    expect(metricsAccess(request('127.0.0.1', { 'x-real-ip': '203.0.113.7' }))).toBe('forbidden');
  });

  it('with METRICS_TOKEN: exactly whoever presents it as a bearer token, from anywhere', () => {
    const token = 'scrape-token-0123456789';
    expect(metricsAccess(request('203.0.113.7', { authorization: `Bearer ${token}` }), token)).toBe(
      'allowed',
    );
    expect(metricsAccess(request('127.0.0.1'), token)).toBe('unauthorized');
    expect(metricsAccess(request('127.0.0.1', { authorization: `Bearer ${token}x` }), token)).toBe(
      'unauthorized',
    );
    expect(metricsAccess(request('127.0.0.1', { authorization: token }), token)).toBe('unauthorized');
  });
});

describe('gateway HTTP metrics', () => {
  it('label a request with its route template, and unmatched ones with one fixed label', () => {
    const routed = (url?: string) => ({ routeOptions: { url } }) as Parameters<typeof routeLabel>[0];
    expect(routeLabel(routed('/api/payment/:paymentId'))).toBe('/api/payment/:paymentId');
    expect(routeLabel(routed(undefined))).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(routed('/*'))).toBe(UNMATCHED_ROUTE);
  });

  it('count requests through Fastify by method, template and status; /metrics answers with a token', async () => {
    metricsRegistry.resetMetrics();
    const config = Object.assign(new MetricsConfig(), { METRICS_TOKEN: 'scrape-token-0123456789' });
    const app = Fastify();
    countRequests(app, METRICS_PATH);
    serveMetrics(app, config);
    app.get<{ Params: { paymentId: string } }>('/api/payment/:paymentId', async (req, reply) =>
      reply.status(req.params.paymentId === 'missing' ? 404 : 200).send({}),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      for (const id of ['a1', 'b2', 'missing']) await (await fetch(`${base}/api/payment/${id}`)).text();
      await (await fetch(`${base}/nowhere/42`)).text();
      const series = await seriesOf('http_requests_total');
      expect(series).toEqual(
        expect.arrayContaining([
          { labels: { method: 'GET', route: '/api/payment/:paymentId', status: '200' }, value: 2 },
          { labels: { method: 'GET', route: '/api/payment/:paymentId', status: '404' }, value: 1 },
          { labels: { method: 'GET', route: UNMATCHED_ROUTE, status: '404' }, value: 1 },
        ]),
      );
      expect(series.some((s) => String(s.labels.route).includes('a1'))).toBe(false);

      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const scrape = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${config.METRICS_TOKEN}` },
      });
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toContain(`gateway_socket_capacity ${config.SOCKET_CAPACITY_PER_POD}`);
      expect((await seriesOf('http_requests_total')).some((s) => s.labels.route === METRICS_PATH)).toBe(
        false,
      );
    } finally {
      await app.close();
    }
  });
});

describe('gateway socket metrics', () => {
  it('report the sockets of each namespace of the pod at scrape time', async () => {
    const admin = { sockets: new Map([['s1', {}]]) };
    const visitors = {
      sockets: new Map([
        ['s2', {}],
        ['s3', {}],
      ]),
    };
    watchSocketServer({
      _nsps: new Map([
        ['/', visitors],
        ['/admin', admin],
      ]),
    });
    visitors.sockets.set('s4', {});
    expect(await seriesOf('socketio_connected_sockets')).toEqual(
      expect.arrayContaining([
        { labels: { namespace: '/' }, value: 3 },
        { labels: { namespace: '/admin' }, value: 1 },
      ]),
    );
  });
});
