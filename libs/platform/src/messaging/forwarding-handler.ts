import { Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestMap, RequestSubject } from '@storefront/contracts';
import type { ReplyOf } from './handles';

/** The services a forwarding handler is given, by the name its routes know them by. */
type ServiceTypes = Record<string, Type<unknown>>;
type Instances<M extends ServiceTypes> = { [K in keyof M]: InstanceType<M[K]> };

/** Answers the request of subject `S` with the handler's services. */
type Answer<M extends ServiceTypes, S extends RequestSubject> = (
  services: Instances<M>,
  request: RequestMap[S]['request'],
) => ReplyOf<S> | Promise<ReplyOf<S>>;

/**
 * Each subject a forwarding handler answers: how, and, when the request is a validated DTO class,
 * that class first (the global ValidationPipe checks the payload against it, as it does for a
 * `@Payload()` parameter of that type).
 */
export type ForwardingRoutes<M extends ServiceTypes> = {
  [S in RequestSubject]?: Answer<M, S> | readonly [dto: Type<unknown>, answer: Answer<M, S>];
};

/**
 * A NATS handler class whose request subjects each hand their payload to the given services: the
 * `@Handles(subject) method(@Payload() request: Dto) { return this.service.method(request); }`
 * pattern, declared as one line per subject. Extend it with `@Controller()`. Each route is checked
 * against the contracts like `@Handles`: given the subject's request, it answers its reply.
 */
export function ForwardingHandler<M extends ServiceTypes>(
  services: M,
  routes: ForwardingRoutes<M>,
): Type<object> {
  const names = Object.keys(services);

  class Forwarding {
    readonly services: Instances<M>;

    constructor(...instances: unknown[]) {
      this.services = Object.fromEntries(names.map((name, i) => [name, instances[i]])) as Instances<M>;
    }
  }
  Reflect.defineMetadata(
    'design:paramtypes',
    names.map((name) => services[name]),
    Forwarding,
  );

  for (const [subject, route] of Object.entries(routes) as [RequestSubject, unknown][]) {
    const [dto, answer] = (typeof route === 'function' ? [Object, route] : route) as [
      Type<unknown>,
      (services: Instances<M>, request: unknown) => unknown,
    ];
    const method = {
      [subject](this: Forwarding, request: unknown) {
        return answer(this.services, request);
      },
    }[subject];
    const descriptor = { value: method, writable: true, configurable: true, enumerable: false };
    Object.defineProperty(Forwarding.prototype, subject, descriptor);
    Reflect.defineMetadata('design:paramtypes', [dto], Forwarding.prototype, subject);
    Payload()(Forwarding.prototype, subject, 0);
    MessagePattern(subject)(Forwarding.prototype, subject, descriptor);
  }
  return Forwarding;
}
