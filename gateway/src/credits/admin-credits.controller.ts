import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdjustCreditsBody,
  AdjustCreditsResponse,
  AdminErrorCode,
  ApprovalSubjects,
  AuthSubjects,
  CreditHistoryResponse,
  CreditsSubjects,
  PendingApprovalResponse,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { actorOf, AdminOnly, AuthUser, CurrentUser, MoneyChange } from '../auth';
import type { FastifyReply } from 'fastify';
import { IdempotencyKey, IdempotencyKeyHeader } from '../http/idempotency-key';
import { pendingApproval } from './pending-approval';

/** The back office's Credits tab: add or remove credits, and the history of such changes. */
@ApiTags('admin')
@Controller('api/admin')
@AdminOnly()
export class AdminCreditsController {
  constructor(private readonly bus: MessageBus) {}

  @Post('credits/adjust')
  @MoneyChange()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Adds or removes credits with a reason (a removal may go below zero), after a recent re-authentication (403 REAUTHENTICATION_NEEDED); 403 OWN_BALANCE for one's own; when the requester's or the user's credits moved by hand in 24 h would pass FOUR_EYES_CREDITS, 202 and a pending request another finance or owner user approves",
  })
  @IdempotencyKeyHeader(
    false,
    'Retrying with the same key returns the first change instead of making a second one',
  )
  async adjust(
    @Body() body: AdjustCreditsBody,
    @CurrentUser() admin: AuthUser,
    @Res({ passthrough: true }) res: FastifyReply,
    @IdempotencyKey() key?: string,
  ): Promise<AdjustCreditsResponse | PendingApprovalResponse> {
    const { users } = await this.bus.request(AuthSubjects.getUsers, { ids: [body.userId] });
    if (!users.length) throw ServiceError.notFound('Utilisateur introuvable', AdminErrorCode.UserNotFound);
    const { applied, pending, threshold } = await this.bus.request(ApprovalSubjects.adjust, {
      userId: body.userId,
      amount: body.amount,
      direction: body.direction,
      reason: { code: body.reason, note: body.reason_note ?? '' },
      actor: actorOf(admin),
      ...(key ? { requestId: `${admin.id}:${key}` } : {}),
    });
    if (pending) return pendingApproval(res, pending, threshold);
    return {
      success: true,
      message: body.direction === 'add' ? 'Crédits ajoutés avec succès' : 'Crédits retirés avec succès',
      ...applied!,
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
