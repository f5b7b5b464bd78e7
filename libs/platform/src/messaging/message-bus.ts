import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { NatsRecordBuilder } from '@nestjs/microservices';
import {
  EventMap,
  EventSubject,
  isServiceErrorPayload,
  RequestMap,
  RequestSubject,
} from '@storefront/contracts';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, TimeoutError } from 'rxjs';
import { CORRELATION_HEADER, currentCorrelationId } from '../logging/correlation';
import { ServiceError } from '../errors/service-error';
import { countClientRequest } from '../metrics/nats-metrics';
import { PrefixedClientNats } from './nats-transport';

export interface RequestOptions {
  timeoutMs?: number;
}

/**
 * Typed request/reply and events over NATS. Subjects and payload types come from
 * `@storefront/contracts`; the current correlation id travels in a header.
 */
@Injectable()
export class MessageBus implements OnApplicationShutdown {
  constructor(
    private readonly client: PrefixedClientNats,
    private readonly defaultTimeoutMs: number,
  ) {}

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

  async emit<S extends EventSubject>(subject: S, payload: EventMap[S]): Promise<void> {
    const record = new NatsRecordBuilder(payload).setHeaders(this.headers()).build();
    await firstValueFrom(this.client.emit(subject, record), { defaultValue: undefined });
  }

  /** Round trip to the NATS server; rejects while it is unreachable. */
  async ping(): Promise<void> {
    const connection = await this.client.connect();
    await connection.flush();
  }

  async onApplicationShutdown() {
    await this.client.close();
  }

  private headers() {
    const h = natsHeaders();
    const id = currentCorrelationId();
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
