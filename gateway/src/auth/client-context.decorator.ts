import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { ClientContext as ClientContextValue } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's IP (Fastify's `req.ip`, which follows X-Forwarded-For only from TRUST_PROXY
 * addresses) and user agent, for rate limits and session records.
 */
export const ClientContext = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): ClientContextValue => {
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    return { ip: req.ip, userAgent: req.headers['user-agent']?.slice(0, 512) };
  },
);
