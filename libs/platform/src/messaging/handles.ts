import { MessagePattern } from '@nestjs/microservices';
import type { RequestMap, RequestSubject } from '@storefront/contracts';

/** What a handler of request subject `S` answers. */
export type ReplyOf<S extends RequestSubject> = RequestMap[S]['reply'];

/**
 * A handler of `S`: given its request (or the DTO that validates it, narrower or wider: method
 * parameters compare both ways), answering its reply.
 */
type HandlerOf<S extends RequestSubject> = {
  handle(request: RequestMap[S]['request']): ReplyOf<S> | Promise<ReplyOf<S>>;
}['handle'];

/**
 * Makes a method the handler of request subject `S` (a NATS message pattern) and checks it against
 * the contracts: it is given `S`'s request and must answer `S`'s reply. The subject is named once,
 * here; a handler that answers the wrong shape does not compile.
 */
export function Handles<S extends RequestSubject>(subject: S) {
  return <M extends HandlerOf<S>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    MessagePattern(subject)(target, key, descriptor);
  };
}
