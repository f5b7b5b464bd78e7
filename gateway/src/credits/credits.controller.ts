import { Controller, Get, Headers, Logger, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  CreditBalanceResponse,
  CreditsSubjects,
  CreditTransactionsQuery,
  CreditTransactionsResponse,
  preferredTextLanguage,
  renderLedgerText,
  SpendSubjects,
  STATEMENT_CSV_SLICE,
  StatementQuery,
  StatementSubjects,
  TRANSACTIONS_CSV_MAX_ROWS,
  TRANSACTIONS_CSV_SLICE,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { AuthUser, CurrentUser, SignedIn } from '../auth';

/** The signed-in user's own balance and credit history (dashboard). */
@ApiTags('credits')
@Controller('api/credits')
@SignedIn()
export class CreditsController {
  private readonly logger = new Logger(CreditsController.name);

  constructor(private readonly bus: MessageBus) {}

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
    summary: "The caller's whole credit history as CSV (date, type, amount, description, key)",
  })
  async exportTransactions(
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<void> {
    const language = preferredTextLanguage(acceptLanguage);
    // The first slice is fetched before any header goes out, so a failure still gets a JSON error.
    const first = await this.bus.request(SpendSubjects.exportTransactions, {
      userId: user.id,
      language,
      limit: TRANSACTIONS_CSV_SLICE,
    });
    const slices = async function* (this: CreditsController) {
      yield '\uFEFF';
      let slice = first;
      let rows = 0;
      try {
        for (;;) {
          yield slice.csv;
          rows += slice.rows;
          if (!slice.nextCursor || rows >= TRANSACTIONS_CSV_MAX_ROWS) return;
          slice = await this.bus.request(SpendSubjects.exportTransactions, {
            userId: user.id,
            language,
            cursor: slice.nextCursor,
            limit: TRANSACTIONS_CSV_SLICE,
          });
        }
      } catch (err) {
        // Headers are gone: cutting the download short is the only honest signal left.
        this.logger.error(`transactions export failed after ${rows} rows: ${String(err)}`);
        throw err;
      }
    };
    const date = new Date().toISOString().slice(0, 10);
    await reply
      .status(200)
      .headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="transactions-${date}.csv"`,
        'cache-control': 'no-store',
      })
      .send(Readable.from(slices.call(this)));
  }

  @Get('statement')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary:
      "The caller's ledger for one month (month=YYYY-MM) as CSV: opening balance, each row with the balance after it, closing balance",
  })
  async statement(
    @Query() query: StatementQuery,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<void> {
    const language = preferredTextLanguage(acceptLanguage);
    const ask = (cursor?: string) =>
      this.bus.request(StatementSubjects.get, {
        userId: user.id,
        language,
        month: query.month,
        limit: STATEMENT_CSV_SLICE,
        ...(cursor ? { cursor } : {}),
      });
    // As for the export: the first slice comes before any header, so a failure is still JSON.
    const first = await ask();
    const slices = async function* (this: CreditsController) {
      yield '\uFEFF';
      let slice = first;
      let rows = 0;
      try {
        for (;;) {
          yield slice.csv;
          rows += slice.rows;
          if (!slice.nextCursor) return;
          slice = await ask(slice.nextCursor);
        }
      } catch (err) {
        this.logger.error(`statement of ${query.month} failed after ${rows} rows: ${String(err)}`);
        throw err;
      }
    };
    await reply
      .status(200)
      .headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="statement-${query.month}.csv"`,
        'cache-control': 'no-store',
      })
      .send(Readable.from(slices.call(this)));
  }
}
