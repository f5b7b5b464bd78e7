import { Gauge } from 'prom-client';
import { queueJobFailures } from './platform-metrics';
import { metricsRegistry } from './registry';

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** The part of a BullMQ Queue read at scrape time. */
export interface CountableQueue {
  readonly name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

/** The part of a BullMQ Worker whose failures are counted. */
export interface ObservableWorker {
  readonly name: string;
  on(event: 'failed', listener: (...args: unknown[]) => void): unknown;
}

const watched = new Map<string, CountableQueue>();
/** A scrape must not hang on a Redis that does not answer. */
const COUNT_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const queueJobs = new Gauge({
  name: 'queue_jobs',
  help: 'BullMQ jobs by queue and state (waiting, active, delayed, failed), read from Redis at scrape time; every replica reports the same shared counts',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    await Promise.all(
      [...watched.values()].map(async (queue) => {
        try {
          const counts = await withTimeout(queue.getJobCounts(...QUEUE_STATES), COUNT_TIMEOUT_MS);
          for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        } catch {
          // Redis unreachable: the queue's series go missing for this scrape, which alerts can see.
        }
      }),
    );
  },
});

/** Reports the queues' depths on every scrape. */
export function watchQueues(queues: readonly CountableQueue[]): void {
  for (const queue of queues) watched.set(queue.name, queue);
}

/** Counts every failed attempt of the worker's jobs. */
export function countJobFailures(worker: ObservableWorker): void {
  queueJobFailures.inc({ queue: worker.name }, 0);
  worker.on('failed', () => queueJobFailures.inc({ queue: worker.name }));
}
