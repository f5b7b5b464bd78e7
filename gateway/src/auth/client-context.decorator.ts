import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { ClientContext as ClientContextValue } from '@storefront/contracts';
import type { Request } from 'express';

/**
 * The caller's IP (Express's `req.ip`, which follows X-Forwarded-For only from TRUST_PROXY
 * addresses) and user agent, for rate limits and session records.
 */
export const ClientContext = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): ClientContextValue => {
    const req = ctx.switchToHttp().getRequest<Request>();
    return { ip: req.ip ?? req.socket.remoteAddress ?? '', userAgent: req.get('user-agent')?.slice(0, 512) };
  },
);
