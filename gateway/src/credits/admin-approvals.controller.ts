import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  APPROVAL_MESSAGES,
  ApprovalErrorCode,
  ApprovalResponse,
  ApprovalsQuery,
  ApprovalsResponse,
  ApprovalSubjects,
  MONEY_ROLES,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { actorOf, AdminOnly, AuthUser, CurrentUser, RecentAuthentication } from '../auth';

const approvalId = new ParseUUIDPipe({
  exceptionFactory: () => ServiceError.notFound(APPROVAL_MESSAGES.notFound, ApprovalErrorCode.NotFound),
});
/** "Validations en attente": four-eyes requests, for finance and owner users. */
@ApiTags('admin')
@Controller('api/admin/approvals')
@AdminOnly(...MONEY_ROLES)
export class AdminApprovalsController {
  constructor(private readonly bus: MessageBus) {}

  @Get()
  @ApiOperation({ summary: 'Four-eyes requests (pending by default), newest first, with the pending count' })
  async list(@Query() query: ApprovalsQuery): Promise<ApprovalsResponse> {
    return { success: true, ...(await this.bus.request(ApprovalSubjects.list, { status: query.status })) };
  }

  @Post(':id/approve')
  @RecentAuthentication()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Approves someone else's pending request and applies it once, after a recent re-authentication (403 REAUTHENTICATION_NEEDED; 403 for one's own, 409 once decided or expired)",
  })
  async approve(
    @Param('id', approvalId) id: string,
    @CurrentUser() admin: AuthUser,
  ): Promise<ApprovalResponse> {
    const approval = await this.bus.request(ApprovalSubjects.approve, { id, actor: actorOf(admin) });
    return { success: true, message: APPROVAL_MESSAGES.approved, approval };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'The requester withdraws a pending request (403 for anyone else)' })
  async cancel(
    @Param('id', approvalId) id: string,
    @CurrentUser() admin: AuthUser,
  ): Promise<ApprovalResponse> {
    const approval = await this.bus.request(ApprovalSubjects.cancel, { id, actor: actorOf(admin) });
    return { success: true, message: APPROVAL_MESSAGES.cancelled, approval };
  }
}
