import type { Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { sendAttachment } from './attachment';

/** One slice of a CSV a service hands out a piece at a time. */
export interface CsvSlice {
  csv: string;
  rows: number;
  nextCursor: string | null;
}

export interface CsvDownload<S extends CsvSlice> {
  filename: string;
  /** The slice after `cursor` (the first one without). */
  slice(cursor?: string): Promise<S>;
  /** What the log calls the export when it fails half-way. */
  what: string;
  logger: Logger;
  /**
   * Runs when the download is over: once the last slice is in hand (before its bytes go out, so a
   * client that asks again as soon as it has the file is not refused), or when it failed or the
   * client left. It may run more than once.
   */
  done?: () => void | Promise<void>;
}

/**
 * Streams a CSV slice after slice, each asked for as the client reads. The first slice is asked
 * for before any header goes out, so a refusal is still a JSON error; after that, cutting the
 * download short is the only honest signal left. The byte-order mark makes spreadsheet programs
 * read the text as UTF-8.
 */
export async function sendCsvSlices<S extends CsvSlice>(
  reply: FastifyReply,
  { filename, slice: next, what, logger, done = () => undefined }: CsvDownload<S>,
): Promise<void> {
  let first: S;
  try {
    first = await next();
  } catch (err) {
    await done();
    throw err;
  }
  reply.raw.once('close', () => void done());
  const slices = async function* () {
    yield '\uFEFF';
    let slice = first;
    let rows = 0;
    try {
      for (;;) {
        if (!slice.nextCursor) await done();
        yield slice.csv;
        rows += slice.rows;
        if (!slice.nextCursor) return;
        slice = await next(slice.nextCursor);
      }
    } catch (err) {
      logger.error(`${what} failed after ${rows} rows: ${String(err)}`);
      throw err;
    }
  };
  await sendAttachment(reply, {
    contentType: 'text/csv; charset=utf-8',
    filename,
    cacheControl: 'no-store',
    body: Readable.from(slices()),
  });
}
