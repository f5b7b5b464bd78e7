import { Logger } from '@nestjs/common';
import { ConsumerEvents, type ConsumerMessages, type JsMsg, type NatsConnection } from 'nats';
import { durableEventsHandled } from '../metrics/platform-metrics';
import { ensureDurableConsumer, ensureEventStream, EventStreamOptions } from './event-stream';
import { KeyedRunner } from './keyed-runner';

/** Events pulled at a time; few, so a replica that stops leaves few waiting out the ack wait. */
const BATCH = 10;
/** Longest pause before an event that failed is offered again. */
const MAX_RETRY_DELAY_MS = 30_000;

export interface DurableEventConsumerOptions {
  /** Who shares the consumer: a service's name, or `gateway`. */
  group: string;
  /** The event's subject without the stack's prefix. */
  subject: string;
  stream: EventStreamOptions;
  /** How long an event may stay unacknowledged before it is offered again (EVENTS_ACK_WAIT_MS). */
  ackWaitMs?: number;
  /** Handles one event; resolving acknowledges it, throwing offers it again later. */
  handle(msg: JsMsg): Promise<void>;
  /** False for a failure a retry cannot fix (a malformed event): it is dropped instead. */
  retryable?(err: unknown): boolean;
  /**
   * Events handled at once (default 1: one after another). Above 1, events with the same
   * `orderKey` (e.g. the user they concern) are still handled in the order they came.
   */
  concurrency?: number;
  orderKey?(msg: JsMsg): string | undefined;
}

/**
 * Reads one subject through the group's durable consumer, one event at a time, for as long as
 * the process runs: it reconnects, recreates the stream or consumer if they vanished, and on
 * stop finishes the event in hand and hands back the ones it had pulled.
 */
export class DurableEventConsumer {
  private readonly logger = new Logger(DurableEventConsumer.name);
  private messages?: ConsumerMessages;
  private stopping = false;
  private running?: Promise<void>;
  private readonly runner: KeyedRunner;

  constructor(
    private readonly connection: () => Promise<NatsConnection>,
    private readonly options: DurableEventConsumerOptions,
  ) {
    this.runner = new KeyedRunner(Math.max(1, options.concurrency ?? 1));
  }

  start(): void {
    this.running ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.messages?.stop();
    // Bounded: a read still waiting for an unreachable NATS has nothing in hand to finish.
    await Promise.race([this.running, sleep(5000)]);
  }

  private async run(): Promise<void> {
    const { subject, group } = this.options;
    let failures = 0;
    while (!this.stopping) {
      try {
        const nc = await this.connection();
        const stream = await ensureEventStream(nc, this.options.stream);
        const jsm = await nc.jetstreamManager();
        const name = await ensureDurableConsumer(
          jsm,
          stream,
          group,
          `${this.options.stream.prefix}${subject}`,
          this.options.ackWaitMs,
        );
        const consumer = await nc.jetstream().consumers.get(stream, name);
        if (this.stopping) break;
        this.messages = await consumer.consume({ max_messages: BATCH });
        void this.watch(this.messages);
        failures = 0;
        for await (const msg of this.messages) {
          // Pulled but not started: straight back to the stream for another replica.
          if (this.stopping) msg.nak();
          else await this.runner.run(this.options.orderKey?.(msg), () => this.process(msg));
        }
        await this.runner.idle();
      } catch (err) {
        await this.runner.idle();
        if (this.stopping) break;
        failures++;
        this.logger.warn(`${group} reading ${subject} failed, retrying: ${String(err)}`);
      }
      if (!this.stopping) await sleep(Math.min(500 * 2 ** failures, 10_000));
    }
  }

  /** A consumer or stream deleted under us (or never created) ends this read; run() recreates it. */
  private async watch(messages: ConsumerMessages) {
    try {
      for await (const status of await messages.status()) {
        if (
          status.type === ConsumerEvents.ConsumerNotFound ||
          status.type === ConsumerEvents.StreamNotFound
        ) {
          messages.stop();
          return;
        }
      }
    } catch {
      // The read ended first.
    }
  }

  private async process(msg: JsMsg): Promise<void> {
    try {
      await this.options.handle(msg);
      msg.ack();
      durableEventsHandled.inc({ subject: this.options.subject, outcome: 'ok' });
    } catch (err) {
      if (this.options.retryable?.(err) === false) {
        this.logger.warn(`dropped an event on ${this.options.subject}: ${String(err)}`);
        msg.term();
        durableEventsHandled.inc({ subject: this.options.subject, outcome: 'dropped' });
        return;
      }
      durableEventsHandled.inc({ subject: this.options.subject, outcome: 'retry' });
      const delay = Math.min(1000 * 2 ** Math.min(msg.info.redeliveryCount - 1, 5), MAX_RETRY_DELAY_MS);
      this.logger.warn(
        `handling an event on ${this.options.subject} failed (attempt ${msg.info.redeliveryCount}), retrying in ${delay} ms: ${String(err)}`,
      );
      msg.nak(delay);
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
