import { BadRequestException } from '@nestjs/common';
import { DURABLE_EVENT_SUBJECTS } from '@storefront/contracts';
import { millis } from 'nats';
import { DroppedEventFilter } from '../errors/dropped-event.filter';
import { ServiceError } from '../errors/service-error';
import { durableConsumerName, eventStreamConfig, eventStreamName } from './event-stream';
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

  it('names one durable consumer per group and subject, without the dots JetStream refuses', () => {
    expect(durableConsumerName('notifications', 'payments.payment.confirmed')).toBe(
      'notifications__payments_payment_confirmed',
    );
    expect(durableConsumerName('gateway', 't1a2b3c4d.credits.balance.changed')).toBe(
      'gateway__t1a2b3c4d_credits_balance_changed',
    );
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
