import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdjustCreditsBody,
  AdjustCreditsResponse,
  AuthSubjects,
  CreditHistoryResponse,
  CreditsSubjects,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { AdminOnly, AuthUser, CurrentUser } from '../auth';
import { Audited } from '../admin-audit/audited.interceptor';
import { checkedIdempotencyKey } from '../http/idempotency-key';

/** The back office's Credits tab: add or remove credits, and the history of such changes. */
@ApiTags('admin')
@Controller('api/admin')
@AdminOnly()
export class AdminCreditsController {
  constructor(private readonly bus: MessageBus) {}

  @Post('credits/adjust')
  @Audited('credits.adjusted')
  @HttpCode(200)
  @ApiOperation({ summary: 'Adds or removes credits (a removal may go below zero); the user is notified' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Retrying with the same key returns the first change instead of making a second one',
  })
  async adjust(
    @Body() body: AdjustCreditsBody,
    @CurrentUser() admin: AuthUser,
    @Headers('idempotency-key') key?: string,
  ): Promise<AdjustCreditsResponse> {
    checkedIdempotencyKey(key);
    const { users } = await this.bus.request(AuthSubjects.getUsers, { ids: [body.userId] });
    if (!users.length) throw ServiceError.notFound('Utilisateur introuvable', 'USER_NOT_FOUND');
    const reply = await this.bus.request(CreditsSubjects.adjust, {
      userId: body.userId,
      amount: body.amount,
      direction: body.direction,
      adminId: admin.id,
      ...(key ? { requestId: `${admin.id}:${key}` } : {}),
    });
    return {
      success: true,
      message: body.direction === 'add' ? 'Crédits ajoutés avec succès' : 'Crédits retirés avec succès',
      ...reply,
    };
  }

  @Get('credit-history')
  @ApiOperation({ summary: 'Credit changes made by administrators, newest first (100), with both e-mails' })
  async history(): Promise<CreditHistoryResponse> {
    const { entries } = await this.bus.request(CreditsSubjects.listAdminHistory, {});
    const ids = [...new Set(entries.flatMap((e) => [e.user_id, e.admin_id]))];
    // Without the auth service the history still shows, only without e-mails.
    const users = ids.length
      ? await this.bus
          .request(AuthSubjects.getUsers, { ids })
          .then((r) => r.users)
          .catch(() => [])
      : [];
    const email = new Map(users.map((u) => [u.id, u.email]));
    return {
      success: true,
      history: entries.map((e) => ({
        ...e,
        user_email: email.get(e.user_id) ?? null,
        admin_email: email.get(e.admin_id) ?? null,
      })),
    };
  }
}
