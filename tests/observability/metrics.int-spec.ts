// `/metrics` on the gateway and on every service's health port, scraped the way Prometheus would
// after real traffic: the series operators alert on exist with the labels they group by.
import { SERVICE_NAMES, ServiceName } from '@storefront/contracts';
import { metricsRegistry, postgresOptions, withDatabaseMetrics } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { connectSocket, ClientSocket } from '../support/socket-test-kit';
import { AuthKit, call, startKit, TestSession, userSession } from '../support/auth-kit';
import { recordFigures } from '../support/figures';
import { find, parsePrometheusText, Sample, total } from './prometheus-text';

describe('Prometheus metrics', () => {
  let kit: AuthKit;
  let alice: TestSession;
  let socket: ClientSocket;
  let paymentId: string;
  const scraped = new Set<string>();
  const seriesNames = new Set<string>();

  beforeAll(async () => {
    kit = await startKit({
      services: SERVICE_NAMES,
      env: { PRICE_API_URL: 'http://127.0.0.1:9/simple/price', RATE_LIMIT_PER_IP: '200' },
    });
    alice = await userSession(kit, 'metrics');
    const created = await call(kit, 'POST', '/api/create-payment', {
      token: alice.token,
      body: { amount: 20, crypto: 'eth', currency: 'eur' },
    });
    expect(created.status).toBe(201);
    paymentId = created.body.payment_id;
    expect((await call(kit, 'GET', `/api/payment/${paymentId}`, { token: alice.token })).status).toBe(200);
    expect((await call(kit, 'GET', `/api/payment/${randomUUID()}`, { token: alice.token })).status).toBe(404);
    expect((await fetch(`${kit.stack.baseUrl}/health`)).status).toBe(200);
    socket = await connectSocket(kit.stack.baseUrl, '/');
  }, 150000);

  afterAll(async () => {
    recordFigures('observability', {
      'endpoints scraped': scraped.size,
      'metric names seen': seriesNames.size,
    });
    socket?.close();
    await kit?.close();
  });

  async function scrape(url: string): Promise<Sample[]> {
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheusText(await res.text());
    scraped.add(url);
    for (const sample of samples) seriesNames.add(sample.name);
    return samples;
  }
  const serviceUrl = (name: ServiceName) => kit.stack.healthUrls(name)[0];

  describe('on the gateway', () => {
    let gateway: Sample[];
    beforeAll(async () => {
      gateway = await scrape(kit.stack.baseUrl);
    });

    it('counts HTTP requests by route template, never by the raw path with its id', () => {
      const byPayment = { service: 'gateway', method: 'GET', route: '/api/payment/:paymentId' };
      expect(total(gateway, 'http_requests_total', { ...byPayment, status: '200' })).toBeGreaterThanOrEqual(
        1,
      );
      expect(total(gateway, 'http_requests_total', { ...byPayment, status: '404' })).toBeGreaterThanOrEqual(
        1,
      );
      expect(
        total(gateway, 'http_requests_total', {
          method: 'POST',
          route: '/api/create-payment',
          status: '201',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        total(gateway, 'http_requests_total', { route: '/health', status: '200' }),
      ).toBeGreaterThanOrEqual(1);
      const routes = find(gateway, 'http_requests_total').map((s) => s.labels.route);
      expect(routes.filter((r) => r.includes(paymentId))).toEqual([]);
    });

    it('times HTTP requests in a histogram with the same labels', () => {
      const labels = { route: '/api/payment/:paymentId', status: '200' };
      expect(total(gateway, 'http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(1);
      expect(find(gateway, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toHaveLength(
        1,
      );
    });

    it('counts NATS requests it sent by subject and outcome, and shows its NATS connection up', () => {
      expect(
        total(gateway, 'nats_client_requests_total', { subject: 'payments.payment.get', outcome: 'ok' }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        total(gateway, 'nats_client_requests_total', {
          subject: 'payments.payment.get',
          outcome: 'rejected',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(total(gateway, 'nats_connected', { connection: 'client' })).toBe(1);
    });

    it('reports the sockets open on this pod per namespace, and the capacity it is sized for', () => {
      expect(total(gateway, 'socketio_connected_sockets', { namespace: '/' })).toBeGreaterThanOrEqual(1);
      expect(find(gateway, 'socketio_connected_sockets', { namespace: '/admin' })).toHaveLength(1);
      expect(total(gateway, 'gateway_socket_capacity')).toBeGreaterThan(0);
    });

    it('exposes the process metrics: CPU, memory, event loop lag and GC', () => {
      for (const name of [
        'process_cpu_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_heap_size_used_bytes',
        'nodejs_eventloop_lag_p99_seconds',
        'nodejs_gc_duration_seconds_count',
      ])
        expect({ name, found: find(gateway, name, { service: 'gateway' }).length > 0 }).toEqual({
          name,
          found: true,
        });
    });

    it('refuses /metrics to a request relayed by a proxy (the public, through the Ingress)', async () => {
      const res = await fetch(`${kit.stack.baseUrl}/metrics`, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: expect.any(String), code: 'FORBIDDEN' });
    });
  });

  describe.each(SERVICE_NAMES)('on the %s service health port', (name) => {
    let samples: Sample[];
    beforeAll(async () => {
      samples = await scrape(serviceUrl(name));
    });

    it('counts and times its NATS handlers by subject, with the health checks it answered', () => {
      const labels = { service: name, subject: `${name}.health.check`, type: 'request', outcome: 'ok' };
      expect(total(samples, 'nats_handled_messages_total', labels)).toBeGreaterThanOrEqual(1);
      expect(total(samples, 'nats_handler_duration_seconds_count', labels)).toBeGreaterThanOrEqual(1);
    });

    it('shows its NATS connection up, its database error counters and its process metrics', () => {
      expect(total(samples, 'nats_connected', { connection: 'server' })).toBe(1);
      expect(find(samples, 'db_errors_total', { kind: 'query' })).toHaveLength(1);
      expect(find(samples, 'db_errors_total', { kind: 'connection' })).toHaveLength(1);
      expect(find(samples, 'process_resident_memory_bytes', { service: name })).toHaveLength(1);
    });
  });

  it('counts the payment handlers of the payments service by outcome', async () => {
    const payments = await scrape(serviceUrl('payments'));
    const get = { subject: 'payments.payment.get', type: 'request' };
    expect(total(payments, 'nats_handled_messages_total', { ...get, outcome: 'ok' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      total(payments, 'nats_handled_messages_total', { ...get, outcome: 'rejected' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      total(payments, 'nats_handled_messages_total', { subject: 'payments.payment.create', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the depth of every BullMQ queue of payments and notifications, by state', async () => {
    const expected: [ServiceName, string[]][] = [
      ['payments', ['payment-confirmation', 'credit-grants', 'payment-reconciliation', 'provider-prompts']],
      ['notifications', ['email-outbox']],
    ];
    for (const [service, queues] of expected) {
      const samples = await scrape(serviceUrl(service));
      for (const queue of queues) {
        const states = find(samples, 'queue_jobs', { queue }).map((s) => s.labels.state);
        expect({ queue, states: states.sort() }).toEqual({
          queue,
          states: ['active', 'delayed', 'failed', 'waiting'],
        });
        expect(find(samples, 'queue_job_failures_total', { queue })).toHaveLength(1);
      }
    }
    // The open payment's confirmation job waits, delayed between two polls, or runs.
    const payments = await scrape(serviceUrl('payments'));
    expect(total(payments, 'queue_jobs', { queue: 'payment-confirmation' })).toBeGreaterThanOrEqual(1);
  });

  it('counts failed queries of a data source built with the database metrics', async () => {
    const options = withDatabaseMetrics(
      postgresOptions(
        kit.stack.database.url,
        { schema: 'public', entities: [], migrations: [] },
        'metrics-test',
      ),
    );
    const dataSource = await new DataSource(options).initialize();
    const before = await queryErrors();
    await expect(dataSource.query('SELECT * FROM no_such_table_anywhere')).rejects.toThrow();
    expect(await queryErrors()).toBe(before + 1);
    await dataSource.destroy();

    async function queryErrors() {
      const text = await metricsRegistry.getSingleMetricAsString('db_errors_total');
      return total(parsePrometheusText(text), 'db_errors_total', { kind: 'query' });
    }
  });
});
