import type { Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

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
  /** Runs once when the download is over: sent, failed, or left by the client. */
  done?: () => void;
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
    done();
    throw err;
  }
  reply.raw.once('close', done);
  const slices = async function* () {
    yield '\uFEFF';
    let slice = first;
    let rows = 0;
    try {
      for (;;) {
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
  await reply
    .status(200)
    .headers({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    })
    .send(Readable.from(slices()));
}
