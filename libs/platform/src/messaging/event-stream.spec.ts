import { BadRequestException } from '@nestjs/common';
import { DURABLE_CONSUMERS, DURABLE_EVENT_SUBJECTS } from '@storefront/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  millis,
  type ConsumerConfig,
  type JetStreamManager,
  type NatsConnection,
  type StreamConfig,
} from 'nats';
import { DroppedEventFilter } from '../errors/dropped-event.filter';
import { ServiceError } from '../errors/service-error';
import {
  durableConsumerConfig,
  durableConsumerName,
  ensureDurableConsumer,
  ensureEventStream,
  eventStreamConfig,
  eventStreamName,
} from './event-stream';
import { DurableEventContext, isRetryableEventFailure } from './nats-transport';
import { lastValueFrom } from 'rxjs';

describe('the event stream of a stack', () => {
  it('is named after the subject prefix, so stacks sharing a server each have their own', () => {
    expect(eventStreamName('')).toBe('EVENTS');
    expect(eventStreamName('t1a2b3c4d.')).toBe('EVENTS_t1a2b3c4d');
    expect(eventStreamName('bench0f0f0f0f.')).toBe('EVENTS_bench0f0f0f0f');
  });

  it("captures exactly the durable subjects under the stack's prefix, for the configured age", () => {
    const config = eventStreamConfig({ prefix: 't1a2b3c4d.', maxAgeHours: 2 });
    expect(config.subjects).toEqual(DURABLE_EVENT_SUBJECTS.map((s) => `t1a2b3c4d.${s}`));
    expect(config.subjects).toContain('t1a2b3c4d.payments.payment.confirmed');
    expect(millis(config.max_age!)).toBe(2 * 3_600_000);
  });

  it('keeps one copy of the stream and of each consumer unless told more (EVENTS_REPLICAS)', () => {
    expect(eventStreamConfig({ prefix: '', maxAgeHours: 168 }).num_replicas).toBe(1);
    expect(durableConsumerConfig('', 'credits', 'auth.user.registered').num_replicas).toBe(1);
  });

  it('keeps as many copies of each consumer as of the stream, so both survive the same lost node', () => {
    expect(eventStreamConfig({ prefix: '', maxAgeHours: 168, replicas: 3 }).num_replicas).toBe(3);
    expect(durableConsumerConfig('', 'credits', 'auth.user.registered', 30_000, 3).num_replicas).toBe(3);
  });

  it('names one durable consumer per group and subject, without the dots JetStream refuses', () => {
    expect(durableConsumerName('notifications', 'payments.payment.confirmed')).toBe(
      'notifications__payments_payment_confirmed',
    );
  });

  it("reads its subject under the stack's prefix, from the first event kept, acknowledging each", () => {
    const config = durableConsumerConfig('t1a2b3c4d.', 'notifications', 'payments.payment.confirmed', 4000);
    expect(config).toMatchObject({
      // Named without the prefix: the stream is the stack's own, and the permissions name it so.
      durable_name: 'notifications__payments_payment_confirmed',
      filter_subject: 't1a2b3c4d.payments.payment.confirmed',
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      max_deliver: -1,
    });
    expect(millis(config.ack_wait!)).toBe(4000);
    expect(millis(durableConsumerConfig('', 'gateway', 'auth.user.deleted').ack_wait!)).toBe(30_000);
  });

  it('has a durable consumer for every durable event a service or the gateway hears, and no other', () => {
    const names = DURABLE_CONSUMERS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'notifications__payments_payment_confirmed',
        'credits__auth_user_registered',
        'gateway__notifications_notification_created',
        'presence__auth_user_deleted',
      ]),
    );
    for (const { subject } of DURABLE_CONSUMERS) expect(DURABLE_EVENT_SUBJECTS).toContain(subject);
    // Heard by every gateway for itself: a plain subscription, no consumer.
    expect(names).not.toContain('gateway__admin_ip-ban_changed');
  });
});

/** A JetStream manager whose stream and consumer exist with `stream` and `consumer`, recording changes. */
function existing(stream: Partial<StreamConfig>, consumer: Partial<ConsumerConfig>) {
  const updates: { stream: Partial<StreamConfig>[]; consumer: Partial<ConsumerConfig>[] } = {
    stream: [],
    consumer: [],
  };
  const jsm = {
    streams: {
      info: async () => ({ config: stream }),
      update: async (_name: string, config: Partial<StreamConfig>) => void updates.stream.push(config),
    },
    consumers: {
      info: async () => ({ config: consumer }),
      update: async (_stream: string, _name: string, config: Partial<ConsumerConfig>) =>
        void updates.consumer.push(config),
    },
  } as unknown as JetStreamManager;
  const nc = { jetstreamManager: async () => jsm } as unknown as NatsConnection;
  return { jsm, nc, updates };
}

describe('the migrations step on an existing event stream', () => {
  const options = { prefix: '', maxAgeHours: 168 };

  it('moves a stream of one copy to EVENTS_REPLICAS copies in place, keeping its other settings', async () => {
    const before = { ...eventStreamConfig(options), max_msgs: 42 };
    const { nc, updates } = existing(before, {});
    await ensureEventStream(nc, { ...options, replicas: 3 });
    expect(updates.stream).toEqual([{ ...before, num_replicas: 3 }]);
  });

  it('leaves a stream that already has its replica count alone', async () => {
    const { nc, updates } = existing(eventStreamConfig({ ...options, replicas: 3 }), {});
    await ensureEventStream(nc, { ...options, replicas: 3 });
    expect(updates.stream).toEqual([]);
  });

  it("gives an existing consumer the stream's replica count, and leaves one that has it alone", async () => {
    const one = durableConsumerConfig('', 'credits', 'auth.user.registered', 30_000, 1);
    const three = durableConsumerConfig('', 'credits', 'auth.user.registered', 30_000, 3);
    const stale = existing({}, one);
    expect(await ensureDurableConsumer(stale.jsm, 'EVENTS', three)).toBe('updated');
    expect(stale.updates.consumer).toEqual([expect.objectContaining({ num_replicas: 3 })]);
    const current = existing({}, three);
    expect(await ensureDurableConsumer(current.jsm, 'EVENTS', three)).toBe('unchanged');
  });
});

describe('a durable event that failed', () => {
  it('is retried for an outage or a bug, dropped when it was refused as malformed', () => {
    expect(isRetryableEventFailure(new Error('connection terminated'))).toBe(true);
    expect(isRetryableEventFailure(ServiceError.unavailable('down'))).toBe(true);
    expect(isRetryableEventFailure({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' })).toBe(true);
    expect(isRetryableEventFailure(new BadRequestException('userId must be a UUID'))).toBe(false);
    expect(isRetryableEventFailure(ServiceError.notFound('no such user'))).toBe(false);
  });

  it('is passed on by the dropped-event filter only when it came from the stream and is worth retrying', async () => {
    const filter = new DroppedEventFilter();
    const host = (context: unknown) => ({ switchToRpc: () => ({ getContext: () => context }) }) as never;
    const streamed = new DurableEventContext({
      subject: 'auth.user.registered',
      headers: undefined,
    } as never);
    const outage = new Error('database is down');

    await expect(
      lastValueFrom(filter.catch(outage, host(streamed)), { defaultValue: 'dropped' }),
    ).rejects.toBe(outage);
    await expect(
      lastValueFrom(filter.catch(new BadRequestException('bad'), host(streamed)), {
        defaultValue: 'dropped',
      }),
    ).resolves.toBe('dropped');
    await expect(
      lastValueFrom(filter.catch(outage, host(undefined)), { defaultValue: 'dropped' }),
    ).resolves.toBe('dropped');
  });
});
