import type { FastifyReply } from 'fastify';

/** Answers 200 with a file the browser saves as `filename` rather than shows, never cached by a shared cache. */
export function sendAttachment(
  reply: FastifyReply,
  file: { contentType: string; filename: string; cacheControl: string; body: unknown },
): FastifyReply {
  return reply
    .status(200)
    .headers({
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': file.cacheControl,
    })
    .send(file.body);
}
