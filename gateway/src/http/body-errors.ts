import type { NextFunction, Request, Response } from 'express';

/**
 * The JSON body parser fails before any route runs; without this, Express would fall through to a
 * 404. A malformed or oversized body gets a clear 4xx in the API's error shape instead.
 */
export function bodyErrors(
  err: { type?: string; status?: number },
  _req: Request,
  res: Response,
  next: NextFunction,
) {
  if (err?.type === 'entity.parse.failed') {
    res.status(400).json({ error: 'The request body is not valid JSON', code: 'MALFORMED_JSON' });
  } else if (err?.type === 'entity.too.large') {
    res.status(413).json({ error: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  } else if (err?.type === 'encoding.unsupported' || err?.type === 'charset.unsupported') {
    res.status(415).json({ error: 'Unsupported body encoding', code: 'UNSUPPORTED_MEDIA_TYPE' });
  } else {
    next(err);
  }
}
