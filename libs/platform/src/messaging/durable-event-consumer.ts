import { Logger } from '@nestjs/common';
import { ConsumerEvents, type ConsumerMessages, type JsMsg, type NatsConnection } from 'nats';
import { durableEventsHandled } from '../metrics/platform-metrics';
import { millis } from 'nats';
import { bindDurableConsumer, MissingEventStreamError } from './event-stream';
import { KeyedRunner } from './keyed-runner';

/** Events pulled at a time; few, so a replica that stops leaves few waiting out the ack wait. */
const BATCH = 10;
/** Longest pause before an event that failed is offered again. */
const MAX_RETRY_DELAY_MS = 30_000;
/**
 * How long one pull waits on the server (nats.js' 30 s by default). It also paces the read's own
 * recovery: after a reconnect, or heartbeats missed, nats.js checks the consumer and pulls again,
 * and while the check fails (a NATS node lost, its consumers electing a new leader) it tries
 * again after up to this long. 10 s: reading resumes within seconds of a node's loss, for one
 * idle pull per consumer every 10 s.
 */
const PULL_EXPIRES_MS = 10_000;

export interface DurableEventConsumerOptions {
  /** Who shares the consumer: a service's name, or `gateway`. */
  group: string;
  /** The event's subject without the stack's prefix. */
  subject: string;
  /** NATS_SUBJECT_PREFIX: which stack's stream (`EVENTS_<prefix>`) to read. */
  prefix: string;
  /**
   * EVENTS_ACK_WAIT_MS, as this process was told: the consumer has the migrations step's, and a
   * difference is logged (it is the migrations step's setting that holds).
   */
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
 * the process runs: it reconnects, binds again to a consumer that vanished once the migrations
 * step made it again (it may not make one itself: the NATS permissions refuse it), and on stop
 * finishes the event in hand and hands back the ones it had pulled.
 */
export class DurableEventConsumer {
  private readonly logger = new Logger(DurableEventConsumer.name);
  private messages?: ConsumerMessages;
  private stopping = false;
  private running?: Promise<void>;
  private checkedAckWait = false;
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
    let missing = false;
    while (!this.stopping) {
      try {
        const nc = await this.connection();
        const consumer = await bindDurableConsumer(nc.jetstream(), this.options.prefix, group, subject);
        if (missing) this.logger.log(`${group} reads ${subject} again: its durable consumer is back`);
        missing = false;
        this.checkAckWait(millis((await consumer.info(true)).config.ack_wait ?? 0));
        if (this.stopping) break;
        this.messages = await consumer.consume({ max_messages: BATCH, expires: PULL_EXPIRES_MS });
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
        if (err instanceof MissingEventStreamError) {
          // Said once, loudly: nothing is read until the migrations step has run.
          if (!missing) this.logger.error(`${group} cannot read ${subject}: ${err.message}`);
          missing = true;
        } else {
          this.logger.warn(`${group} reading ${subject} failed, retrying: ${String(err)}`);
        }
      }
      if (!this.stopping) await sleep(Math.min(500 * 2 ** failures, 10_000));
    }
  }

  private checkAckWait(actualMs: number) {
    const expected = this.options.ackWaitMs;
    if (this.checkedAckWait || expected === undefined || expected === actualMs) return;
    this.checkedAckWait = true;
    this.logger.warn(
      `the durable consumer of ${this.options.subject} waits ${actualMs} ms for an acknowledgement, not EVENTS_ACK_WAIT_MS=${expected}: run the migrations step with the same EVENTS_ACK_WAIT_MS`,
    );
  }

  /** A consumer or stream deleted under us ends this read; run() binds again once it is back. */
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
