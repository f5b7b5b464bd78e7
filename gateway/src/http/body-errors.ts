import type { NextFunction, Request, Response } from 'express';
import { goTrueError } from '../auth/gotrue/gotrue-error.filter';
import { routedPath, underPrefix } from '../site-control/request-path';

/** What the JSON body parser's failures mean to a client. */
const BODY_ERRORS: Record<string, { status: number; code: string; error: string }> = {
  'entity.parse.failed': { status: 400, code: 'MALFORMED_JSON', error: 'The request body is not valid JSON' },
  'entity.too.large': { status: 413, code: 'PAYLOAD_TOO_LARGE', error: 'The request body is too large' },
  'encoding.unsupported': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Unsupported body encoding' },
  'charset.unsupported': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Unsupported body encoding' },
};

/**
 * The JSON body parser fails before any route runs; without this, Express would fall through to a
 * 404. A malformed or oversized body gets a clear 4xx in the API's error shape instead, and in
 * GoTrue's shape on `/auth/v1`, like every other error there.
 */
export function bodyErrors(err: { type?: string }, req: Request, res: Response, next: NextFunction) {
  const payload = err?.type ? BODY_ERRORS[err.type] : undefined;
  if (!payload) return next(err);
  if (underPrefix(routedPath(req), '/auth/v1')) {
    const { status, body } = goTrueError(payload, req.path);
    res.status(status).json(body);
  } else {
    res.status(payload.status).json({ error: payload.error, code: payload.code });
  }
}
