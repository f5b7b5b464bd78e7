import { Controller, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PATTERN_METADATA, PARAM_ARGS_METADATA } from '@nestjs/microservices/constants';
import { PaymentLookupRequest, type ServiceHealthReply } from '@storefront/contracts';
import { ForwardingHandler } from './forwarding-handler';

const reply: ServiceHealthReply = {
  service: 'credits',
  status: 'up',
  database: 'up',
  uptimeSeconds: 1,
  instance: 'h:1',
};

@Injectable()
class HealthService {
  check() {
    return reply;
  }
}

@Injectable()
class Lookups {
  payment(request: PaymentLookupRequest) {
    return { payment: request.paymentId } as never;
  }
}

@Controller()
class HealthHandler extends ForwardingHandler(
  { health: HealthService, lookups: Lookups },
  {
    'credits.health.check': ({ health }) => health.check(),
    'payments.payment.get': [PaymentLookupRequest, ({ lookups }, req) => lookups.payment(req)],
  },
) {}

@Module({ controllers: [HealthHandler], providers: [HealthService, Lookups] })
class HealthModule {}

describe('ForwardingHandler', () => {
  const proto = HealthHandler.prototype as unknown as Record<string, (request: unknown) => unknown>;

  it('makes one handler of each request subject, given its payload', () => {
    expect(Reflect.getMetadata(PATTERN_METADATA, proto['credits.health.check'])).toEqual([
      'credits.health.check',
    ]);
    expect(Reflect.getMetadata(PATTERN_METADATA, proto['payments.payment.get'])).toEqual([
      'payments.payment.get',
    ]);
    expect(Reflect.getMetadata(PARAM_ARGS_METADATA, HealthHandler, 'payments.payment.get')).toBeDefined();
  });

  it('types the payload with the DTO to validate, else as a plain object', () => {
    expect(Reflect.getMetadata('design:paramtypes', proto, 'payments.payment.get')).toEqual([
      PaymentLookupRequest,
    ]);
    expect(Reflect.getMetadata('design:paramtypes', proto, 'credits.health.check')).toEqual([Object]);
  });

  it('is given its services by Nest and hands each request to them', async () => {
    const app = await NestFactory.createApplicationContext(HealthModule, { logger: false });
    const handler = app.get(HealthHandler) as unknown as Record<string, (request: unknown) => unknown>;
    expect(handler['credits.health.check']({})).toBe(reply);
    expect(handler['payments.payment.get']({ paymentId: 'p1' })).toEqual({ payment: 'p1' });
    await app.close();
  });
});
