import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { toErrorPayload } from '@storefront/platform';
import { goTrueError } from '../auth/gotrue/gotrue-error.filter';
import { routedPath, underPrefix } from './request-path';

/** A request refused before its route ran (its path or body): answered on `/auth/v1` in GoTrue's shape. */
export class RequestRejected extends HttpException {
  constructor(status: 400 | 413 | 415, code: string, message: string) {
    super({ message, code }, status);
  }
}

/**
 * Every HTTP error leaves as `{ error, code }` (plus `errorId` on a 500) with the right status, and
 * a refused-for-now request (429) says when to retry in `Retry-After`. A request refused before
 * its route ran is answered on `/auth/v1` in GoTrue's shape, like every other error there.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    return this.answer(exception, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }

  answer(exception: unknown, req: FastifyRequest, reply: FastifyReply) {
    const { retryAfterSeconds, ...payload } = toErrorPayload(exception, this.logger);
    if (reply.sent) return;
    if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
    const path = routedPath(req);
    if (exception instanceof RequestRejected && underPrefix(path, '/auth/v1')) {
      const { status, body } = goTrueError(payload, path);
      return reply.status(status).send(body);
    }
    const { status, ...body } = payload;
    return reply.status(status).send(body);
  }
}
