import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_PATTERN, SPEND_MESSAGES, SpendErrorCode } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The `Idempotency-Key` header, read and checked in one place for every route that takes one (the
 * spend API's spends and holds, adjustments, broadcasts). Optional: absent is fine (the change is
 * then not deduplicated), a malformed one is 400 before anything is done. Required (spends): absent
 * or malformed is 400 IDEMPOTENCY_KEY_REQUIRED.
 */
export function checkedIdempotencyKey(key: unknown, { required = false } = {}): string | undefined {
  const valid = typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key);
  if (required && !valid)
    throw ServiceError.badRequest(
      SPEND_MESSAGES.idempotencyKeyRequired,
      SpendErrorCode.IdempotencyKeyRequired,
    );
  if (key !== undefined && !valid)
    throw ServiceError.badRequest('Idempotency-Key must be 8 to 100 letters, digits, _ or -');
  return key as string | undefined;
}

/** The route's checked `Idempotency-Key` (see `checkedIdempotencyKey`). */
export const IdempotencyKey = createParamDecorator(
  (options: { required: boolean } | undefined, ctx: ExecutionContext): string | undefined =>
    checkedIdempotencyKey(
      ctx.switchToHttp().getRequest<FastifyRequest>().headers['idempotency-key'],
      options,
    ),
);

/** The header in the API's description, with what a key retried does on this route. */
export const IdempotencyKeyHeader = (required: boolean, description: string) =>
  ApiHeader({ name: 'Idempotency-Key', required, description });

/** Says on the answer that it is the first one again (`Idempotent-Replayed: true`). */
export function markReplayed(reply: FastifyReply, replayed: boolean | undefined): void {
  if (replayed) reply.header('idempotent-replayed', 'true');
}
