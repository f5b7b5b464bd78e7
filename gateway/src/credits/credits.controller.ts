import { Controller, Get, Headers, Logger, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  CreditBalanceResponse,
  CreditsErrorCode,
  CreditsSubjects,
  CreditTransactionsQuery,
  CreditTransactionsResponse,
  ExportTooLargeBody,
  preferredTextLanguage,
  renderLedgerText,
  SpendSubjects,
  STATEMENT_CSV_SLICE,
  StatementQuery,
  StatementSubjects,
  TRANSACTIONS_CSV_SLICE,
  TransactionsExportQuery,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import type { FastifyReply } from 'fastify';
import { AuthUser, CurrentUser, SignedIn } from '../auth';
import { CsvDownload, CsvSlice, sendCsvSlices } from '../http/csv-download';
import { CreditsExportConfig } from './credits-export.config';
import { ExportLeases } from './export-leases';

const TOO_LARGE = new Set<string>([CreditsErrorCode.ExportTooLarge, CreditsErrorCode.StatementTooLarge]);

/** The signed-in user's own balance and credit history (dashboard). */
@ApiTags('credits')
@Controller('api/credits')
@SignedIn()
export class CreditsController {
  private readonly logger = new Logger(CreditsController.name);

  constructor(
    private readonly bus: MessageBus,
    private readonly leases: ExportLeases,
    private readonly config: CreditsExportConfig,
  ) {}

  @Get('balance')
  @ApiOperation({ summary: "The caller's credit balance" })
  async balance(@CurrentUser() user: AuthUser): Promise<CreditBalanceResponse> {
    const { balance } = await this.bus.request(CreditsSubjects.getBalance, { userId: user.id });
    return { success: true, balance };
  }

  @Get('transactions')
  @ApiOperation({
    summary:
      "The caller's credit history, newest first: 10 rows, or 100 with limit=100; type= keeps one kind; descriptions in the Accept-Language (English by default)",
  })
  async transactions(
    @Query() query: CreditTransactionsQuery,
    @CurrentUser() user: AuthUser,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<CreditTransactionsResponse> {
    const { transactions } = await this.bus.request(CreditsSubjects.listTransactions, {
      userId: user.id,
      limit: query.limit ?? 10,
      ...(query.type ? { type: query.type } : {}),
    });
    const language = preferredTextLanguage(acceptLanguage);
    return {
      success: true,
      transactions: transactions.map((row) => ({
        ...row,
        description: renderLedgerText(row, language, row.description),
      })),
    };
  }

  @Get('transactions.csv')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary:
      "The caller's credit history as CSV (date, type, amount, description, key), newest first; from= and to= (YYYY-MM-DD, both included) keep a period. One export at a time per user (429 EXPORT_IN_PROGRESS); a period over CSV_EXPORT_MAX_ROWS rows is 422 EXPORT_TOO_LARGE",
  })
  @ApiResponse({ status: 422, description: 'EXPORT_TOO_LARGE with max_rows: choose a shorter period' })
  @ApiResponse({ status: 429, description: 'EXPORT_IN_PROGRESS: another export of yours is under way' })
  async exportTransactions(
    @Query() query: TransactionsExportQuery,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<void> {
    const language = preferredTextLanguage(acceptLanguage);
    const period = { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
    await this.download(reply, user, {
      filename: `transactions-${new Date().toISOString().slice(0, 10)}.csv`,
      what: 'transactions export',
      slice: (cursor) =>
        this.bus.request(SpendSubjects.exportTransactions, {
          userId: user.id,
          language,
          ...period,
          limit: TRANSACTIONS_CSV_SLICE,
          ...(cursor ? { cursor } : { maxRows: this.config.CSV_EXPORT_MAX_ROWS }),
        }),
    });
  }

  @Get('statement')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary:
      "The caller's ledger for one month (month=YYYY-MM) as CSV: opening balance, each row with the balance after it, closing balance. One export at a time per user (429 EXPORT_IN_PROGRESS); a month over CSV_EXPORT_MAX_ROWS rows is 422 STATEMENT_TOO_LARGE",
  })
  @ApiResponse({ status: 422, description: 'STATEMENT_TOO_LARGE with max_rows: export shorter periods' })
  @ApiResponse({ status: 429, description: 'EXPORT_IN_PROGRESS: another export of yours is under way' })
  async statement(
    @Query() query: StatementQuery,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<void> {
    const language = preferredTextLanguage(acceptLanguage);
    await this.download(reply, user, {
      filename: `statement-${query.month}.csv`,
      what: `statement of ${query.month}`,
      slice: (cursor) =>
        this.bus.request(StatementSubjects.get, {
          userId: user.id,
          language,
          month: query.month,
          limit: STATEMENT_CSV_SLICE,
          ...(cursor ? { cursor } : { maxRows: this.config.CSV_EXPORT_MAX_ROWS }),
        }),
    });
  }

  /**
   * One export of the user's at a time: the lease is taken before the first slice is asked for
   * and freed when the download is over. An export over the row cap answers 422 with the cap.
   */
  private async download<S extends CsvSlice>(
    reply: FastifyReply,
    user: AuthUser,
    csv: Omit<CsvDownload<S>, 'logger' | 'done'>,
  ): Promise<void> {
    const lease = await this.leases.take(user.id);
    try {
      await sendCsvSlices(reply, { ...csv, logger: this.logger, done: () => lease.release() });
    } catch (err) {
      if (!(err instanceof ServiceError) || !TOO_LARGE.has(err.code)) throw err;
      const body: ExportTooLargeBody = {
        error: err.message,
        code: err.code,
        max_rows: this.config.CSV_EXPORT_MAX_ROWS,
      };
      await reply.status(422).send(body);
    }
  }
}
