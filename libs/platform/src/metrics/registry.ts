import { collectDefaultMetrics, Registry } from 'prom-client';

export { Counter, Gauge, Histogram } from 'prom-client';

/** The process's one Prometheus registry: everything `/metrics` shows is registered here. */
export const metricsRegistry = new Registry();

let processMetricsStarted = false;

/**
 * Labels every series with the process's name (`service="payments"`) and adds Node's default
 * metrics: CPU, memory, event loop lag, GC, handles. Safe to call more than once.
 */
export function startProcessMetrics(service: string): void {
  metricsRegistry.setDefaultLabels({ service });
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** The body and content type of a `/metrics` answer (Prometheus text format). */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

/** Seconds elapsed since `started` (from `process.hrtime.bigint()`), for histograms. */
export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}
