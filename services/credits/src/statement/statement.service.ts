import { Injectable } from '@nestjs/common';
import {
  CreditsErrorCode,
  EXPORT_MESSAGES,
  type StatementReply,
  type StatementRequest,
} from '@storefront/contracts';
import { decodeSliceCursor, encodeSliceCursor, ServiceError } from '@storefront/platform';
import { CreditsConfig } from '../config';
import { statementCsv, toCents } from './statement-csv';
import { StatementRepository } from './statement.repository';

/**
 * A user's ledger for one month (in DISPLAY_TIME_ZONE) as CSV, sliced: the first slice opens
 * with the balance at the month's start, each row carries the balance after it, and the last
 * slice closes with the balance at the month's end.
 */
@Injectable()
export class StatementService {
  constructor(
    private readonly statements: StatementRepository,
    private readonly config: CreditsConfig,
  ) {}

  /**
   * One slice of the month. The first one, given `maxRows`, first counts the month's rows (no
   * further than one past the cap) and refuses a month with more, before anything is sent.
   */
  async slice({
    userId,
    month,
    cursor: given,
    limit,
    language,
    maxRows,
  }: StatementRequest): Promise<StatementReply> {
    const timeZone = this.config.DISPLAY_TIME_ZONE;
    const cursor = given ? decodeSliceCursor(given) : null;
    // A statement's cursor carries the running balance where the next slice starts.
    if (given && cursor?.balance === undefined)
      throw ServiceError.badRequest('cursor is not one this statement gave');
    if (!cursor && maxRows && (await this.statements.rows(userId, month, timeZone, maxRows + 1)) > maxRows)
      throw new ServiceError(
        422,
        CreditsErrorCode.StatementTooLarge,
        EXPORT_MESSAGES.statementTooLarge(maxRows),
      );
    const bounds = await this.statements.opening(userId, month, timeZone);
    const before = cursor?.balance ?? toCents(bounds.balance);
    const rows = await this.statements.slice(userId, month, timeZone, cursor, limit);
    const last = rows.length === limit ? rows[rows.length - 1] : undefined;
    const { csv, balance } = statementCsv(
      rows,
      before,
      {
        opening: cursor ? undefined : bounds.start,
        closing: last ? undefined : bounds.end,
      },
      language,
    );
    return {
      csv,
      rows: rows.length,
      nextCursor: last ? encodeSliceCursor({ at: last.at, id: last.id, balance }) : null,
    };
  }
}
