import { HttpException } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Subject, TimeoutError } from 'rxjs';
import { DataSource } from 'typeorm';
import { ServiceError } from '../errors/service-error';
import { startHealthServer } from '../health/health-server';
import { handlerOutcome, timeHandler } from '../messaging/handler-metrics';
import { withDatabaseMetrics } from './database-metrics';
import { clientRequestOutcome, watchNatsStatus } from './nats-metrics';
import { countJobFailures, watchQueues } from './queue-metrics';
import { metricsRegistry, renderMetrics, startProcessMetrics } from './registry';

/** The value of one series, as a scrape would show it (undefined when absent). */
async function valueOf(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const metric = (await metricsRegistry.getMetricsAsJSON()).find((m) => m.name === name);
  const sample = (metric as { values?: { labels: Record<string, unknown>; value: number }[] })?.values?.find(
    (v) => Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want),
  );
  return sample?.value;
}

beforeEach(() => metricsRegistry.resetMetrics());

describe('process metrics', () => {
  it('label every series with the service and include CPU, memory, event loop lag and GC', async () => {
    startProcessMetrics('credits');
    startProcessMetrics('credits');
    const { contentType, body } = await renderMetrics();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
    ])
      expect(body).toContain(`# TYPE ${name} `);
    expect(body).toMatch(/process_cpu_seconds_total\{service="credits"\} /);
  });

  it('are served on the health port next to /health', async () => {
    const server = await startHealthServer(0, async () => ({
      service: 'credits',
      status: 'up',
      database: 'up',
      uptimeSeconds: 1,
    }));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE nats_handled_messages_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/metrics/x`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('NATS connection metrics', () => {
  it('show the connection up or down and count each time it comes back', async () => {
    const status = new Subject<string>();
    const subscription = watchNatsStatus(status, 'server');
    expect(await valueOf('nats_connected', { connection: 'server' })).toBeUndefined();
    status.next('connected');
    expect(await valueOf('nats_connected', { connection: 'server' })).toBe(1);
    expect(await valueOf('nats_reconnects_total', { connection: 'server' })).toBeUndefined();
    status.next('disconnected');
    status.next('reconnecting');
    expect(await valueOf('nats_connected', { connection: 'server' })).toBe(0);
    status.next('connected');
    expect(await valueOf('nats_connected', { connection: 'server' })).toBe(1);
    expect(await valueOf('nats_reconnects_total', { connection: 'server' })).toBe(1);
    subscription.unsubscribe();
  });

  it('tell a refused request, a failed one, a timeout and an unreachable service apart', () => {
    expect(clientRequestOutcome()).toBe('ok');
    expect(clientRequestOutcome({ status: 404, code: 'NOT_FOUND', error: 'x' })).toBe('rejected');
    expect(clientRequestOutcome({ status: 500, code: 'INTERNAL', error: 'x' })).toBe('error');
    expect(clientRequestOutcome(new TimeoutError())).toBe('timeout');
    expect(clientRequestOutcome(new Error('CONNECTION_CLOSED'))).toBe('unavailable');
  });
});

describe('NATS handler metrics', () => {
  it('classify outcomes: refusals (4xx) are not errors, thrown or already a reply payload', () => {
    expect(handlerOutcome()).toBe('ok');
    expect(handlerOutcome(ServiceError.notFound('gone'))).toBe('rejected');
    expect(handlerOutcome(new HttpException('bad', 400))).toBe('rejected');
    expect(handlerOutcome({ status: 402, code: 'INSUFFICIENT_CREDITS', error: 'x' })).toBe('rejected');
    expect(handlerOutcome(ServiceError.unavailable('down'))).toBe('error');
    expect(handlerOutcome({ status: 500, code: 'INTERNAL', error: 'x' })).toBe('error');
    expect(handlerOutcome(new Error('boom'))).toBe('error');
  });

  it('count and time each handled message once, under its subject and outcome', async () => {
    const ok = timeHandler('credits.balance.get', 'request');
    ok();
    ok();
    timeHandler('credits.balance.get', 'request')(ServiceError.notFound('x'));
    timeHandler('auth.user.registered', 'event')(new Error('boom'));
    const labels = { subject: 'credits.balance.get', type: 'request' };
    expect(await valueOf('nats_handled_messages_total', { ...labels, outcome: 'ok' })).toBe(1);
    expect(await valueOf('nats_handled_messages_total', { ...labels, outcome: 'rejected' })).toBe(1);
    expect(
      await valueOf('nats_handled_messages_total', {
        subject: 'auth.user.registered',
        type: 'event',
        outcome: 'error',
      }),
    ).toBe(1);
    const histogram = (await metricsRegistry.getSingleMetricAsString('nats_handler_duration_seconds')).split(
      '\n',
    );
    expect(histogram).toContainEqual(
      expect.stringMatching(/_count\{.*subject="credits.balance.get".*outcome="ok".*\} 1$/),
    );
  });
});

describe('queue metrics', () => {
  it('read each queue depth by state at scrape time, and leave out a queue Redis does not answer for', async () => {
    watchQueues([
      { name: 'mail', getJobCounts: async () => ({ waiting: 4, active: 1, delayed: 2, failed: 3 }) },
      { name: 'broken', getJobCounts: () => Promise.reject(new Error('ECONNREFUSED')) },
    ]);
    expect(await valueOf('queue_jobs', { queue: 'mail', state: 'waiting' })).toBe(4);
    expect(await valueOf('queue_jobs', { queue: 'mail', state: 'failed' })).toBe(3);
    expect(await valueOf('queue_jobs', { queue: 'broken' })).toBeUndefined();
  });

  it('count every failed attempt of a worker, starting from zero', async () => {
    const worker = Object.assign(new EventEmitter(), { name: 'grants' });
    countJobFailures(worker);
    expect(await valueOf('queue_job_failures_total', { queue: 'grants' })).toBe(0);
    worker.emit('failed', { id: '1' }, new Error('x'));
    worker.emit('failed', { id: '1' }, new Error('x'));
    expect(await valueOf('queue_job_failures_total', { queue: 'grants' })).toBe(2);
  });
});

describe('database metrics', () => {
  const options = withDatabaseMetrics({
    type: 'postgres',
    url: 'postgres://postgres@127.0.0.1:1/none',
    extra: { max: 10, connectionTimeoutMillis: 2000 },
  });

  it('keep the pool settings they wrap', () => {
    expect(options.extra).toMatchObject({ max: 10, connectionTimeoutMillis: 2000 });
  });

  it('count a connection that cannot be opened', async () => {
    const before = (await valueOf('db_errors_total', { kind: 'connection' })) ?? 0;
    await expect(new DataSource(options).initialize()).rejects.toThrow();
    expect(await valueOf('db_errors_total', { kind: 'connection' })).toBe(before + 1);
  });
});
