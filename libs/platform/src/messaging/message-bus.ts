import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { NatsRecordBuilder } from '@nestjs/microservices';
import {
  EventMap,
  EventSubject,
  isDurableEvent,
  isServiceErrorPayload,
  RequestMap,
  RequestSubject,
} from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import { ErrorCode, headers as natsHeaders, NatsError } from 'nats';
import { firstValueFrom, TimeoutError } from 'rxjs';
import { CORRELATION_HEADER, currentCorrelationId } from '../logging/correlation';
import { ServiceError } from '../errors/service-error';
import { countClientRequest } from '../metrics/nats-metrics';
import {
  encodeEvent,
  eventStreamName,
  isStreamNotFound,
  MIGRATIONS_STEP,
  MissingEventStreamError,
} from './event-stream';
import { PrefixedClientNats } from './nats-transport';

export interface RequestOptions {
  timeoutMs?: number;
}

export interface EmitOptions {
  /** The event's id (`Nats-Msg-Id`): the stream keeps one event per id. A new one by default. */
  id?: string;
  /** The correlation id to send instead of the current one (an event published later). */
  correlationId?: string;
}

/**
 * Typed request/reply and events over NATS. Subjects and payload types come from
 * `@storefront/contracts`; the current correlation id travels in a header. Durable events
 * (DURABLE_EVENT_SUBJECTS) go to the stack's JetStream stream and resolve once it stored them;
 * the others are plain publishes. The stream is the migrations step's: a process publishes into
 * it and never creates it.
 */
@Injectable()
export class MessageBus implements OnApplicationShutdown {
  private readonly stream: string;

  constructor(
    private readonly client: PrefixedClientNats,
    private readonly defaultTimeoutMs: number,
  ) {
    this.stream = eventStreamName(client.subjectPrefix);
  }

  async request<S extends RequestSubject>(
    subject: S,
    payload: RequestMap[S]['request'],
    options: RequestOptions = {},
  ): Promise<RequestMap[S]['reply']> {
    try {
      const reply = await this.client.request(
        subject,
        payload,
        this.headers(),
        options.timeoutMs ?? this.defaultTimeoutMs,
      );
      countClientRequest(subject);
      return reply as RequestMap[S]['reply'];
    } catch (err) {
      countClientRequest(subject, err);
      throw this.toServiceError(subject, err);
    }
  }

  async emit<S extends EventSubject>(
    subject: S,
    payload: EventMap[S],
    options: EmitOptions = {},
  ): Promise<void> {
    if (isDurableEvent(subject)) return this.publishDurable(subject, payload, options);
    const record = new NatsRecordBuilder(payload).setHeaders(this.headers(options.correlationId)).build();
    await firstValueFrom(this.client.emit(subject, record), { defaultValue: undefined });
  }

  /** Stored in the stream under its id (a second publish of the same id is dropped there). */
  private async publishDurable(subject: string, payload: unknown, options: EmitOptions): Promise<void> {
    const nc = await this.client.connect();
    const prefixed = `${this.client.subjectPrefix}${subject}`;
    try {
      await nc.jetstream().publish(prefixed, encodeEvent(subject, payload), {
        msgID: options.id ?? randomUUID(),
        headers: this.headers(options.correlationId),
        expect: { streamName: this.stream },
      });
    } catch (err) {
      // No stream captures the subject (deleted, never made, or the server lost its store).
      if (isStreamNotFound(err) || (err instanceof NatsError && err.code === ErrorCode.NoResponders))
        throw new MissingEventStreamError(
          `no event stream ${this.stream} stores ${prefixed}: ${MIGRATIONS_STEP}`,
        );
      throw err;
    }
  }

  /** Round trip to the NATS server; rejects while it is unreachable. */
  async ping(): Promise<void> {
    const connection = await this.client.connect();
    await connection.flush();
  }

  async onApplicationShutdown() {
    await this.client.close();
  }

  private headers(correlationId?: string) {
    const h = natsHeaders();
    const id = correlationId ?? currentCorrelationId();
    if (id) h.set(CORRELATION_HEADER, id);
    return h;
  }

  private toServiceError(subject: string, err: unknown): ServiceError {
    if (isServiceErrorPayload(err)) return ServiceError.fromPayload(err);
    const service = subject.split('.')[0];
    if (err instanceof TimeoutError) {
      return ServiceError.unavailable(`The ${service} service is not answering. Please try again later.`);
    }
    return ServiceError.unavailable(`The ${service} service is unavailable. Please try again later.`);
  }
}
