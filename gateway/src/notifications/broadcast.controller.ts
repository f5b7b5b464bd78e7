import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BroadcastBody, BroadcastResponse, BroadcastSubjects } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { AdminOnly, AuthUser, CurrentUser } from '../auth';
import { Audited } from '../admin-audit/audited.interceptor';
import { IdempotencyKey, IdempotencyKeyHeader } from '../http/idempotency-key';

/** A broadcast to 100,000 users is a few batched inserts; it still takes longer than a usual reply. */
const BROADCAST_TIMEOUT_MS = 60000;

@ApiTags('admin')
@Controller('api/admin/notifications')
@AdminOnly('owner')
export class BroadcastController {
  constructor(private readonly bus: MessageBus) {}

  @Post('broadcast')
  @Audited('notifications.broadcast')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends one notification to every active user' })
  @IdempotencyKeyHeader(false, 'Retrying with the same key writes only to the users the first attempt missed')
  async broadcast(
    @Body() body: BroadcastBody,
    @CurrentUser() admin: AuthUser,
    @IdempotencyKey() key?: string,
  ): Promise<BroadcastResponse> {
    const { count } = await this.bus.request(
      BroadcastSubjects.broadcast,
      { ...body, adminId: admin.id, ...(key ? { idempotencyKey: key } : {}) },
      { timeoutMs: BROADCAST_TIMEOUT_MS },
    );
    return { success: true, message: `Notification envoyée à ${count} utilisateurs`, count };
  }
}
