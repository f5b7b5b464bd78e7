import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreditBalanceResponse,
  CreditsSubjects,
  CreditTransactionsQuery,
  CreditTransactionsResponse,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { AuthUser, CurrentUser, SignedIn } from '../auth';

/** The signed-in user's own balance and credit history (dashboard). */
@ApiTags('credits')
@Controller('api/credits')
@SignedIn()
export class CreditsController {
  constructor(private readonly bus: MessageBus) {}

  @Get('balance')
  @ApiOperation({ summary: "The caller's credit balance" })
  async balance(@CurrentUser() user: AuthUser): Promise<CreditBalanceResponse> {
    const { balance } = await this.bus.request(CreditsSubjects.getBalance, { userId: user.id });
    return { success: true, balance };
  }

  @Get('transactions')
  @ApiOperation({ summary: "The caller's credit history, newest first: 10 rows, or 100 with limit=100" })
  async transactions(
    @Query() query: CreditTransactionsQuery,
    @CurrentUser() user: AuthUser,
  ): Promise<CreditTransactionsResponse> {
    const { transactions } = await this.bus.request(CreditsSubjects.listTransactions, {
      userId: user.id,
      limit: query.limit ?? 10,
    });
    return { success: true, transactions };
  }
}
