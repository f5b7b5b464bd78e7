import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_USER_MESSAGES,
  AdminErrorCode,
  CUSTOMER_MESSAGES,
  CustomerProfileResponse,
  CustomerSubjects,
  TimelineQuery,
  TimelineResponse,
  UserNoteBody,
  UserNoteResponse,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { actorOf, AdminOnly, AuthUser, CurrentUser } from '../auth';

const userId = new ParseUUIDPipe({
  exceptionFactory: () => ServiceError.notFound(ADMIN_USER_MESSAGES.notFound, AdminErrorCode.UserNotFound),
});

/** The back office's page of one customer: every role reads it and may add internal notes. */
@ApiTags('admin')
@Controller('api/admin/users/:id')
@AdminOnly()
export class AdminCustomerController {
  constructor(private readonly bus: MessageBus) {}

  @Get()
  @ApiOperation({ summary: 'One user: profile, status, balance, role, 2FA on or off' })
  async profile(@Param('id', userId) id: string): Promise<CustomerProfileResponse> {
    return { success: true, user: await this.bus.request(CustomerSubjects.profile, { userId: id }) };
  }

  @Get('timeline')
  @ApiOperation({
    summary:
      'Payments, ledger rows (with reasons and admins), four-eyes requests, notifications, audit entries, notes, sign-ins and visits, newest first; page with before; kind=money|visits|account keeps one group',
  })
  async timeline(@Param('id', userId) id: string, @Query() query: TimelineQuery): Promise<TimelineResponse> {
    const page = await this.bus.request(CustomerSubjects.timeline, {
      userId: id,
      ...(query.before ? { before: query.before } : {}),
      ...(query.limit ? { limit: query.limit } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
    });
    return { success: true, ...page };
  }

  @Post('notes')
  @ApiOperation({
    summary: 'Adds an internal note about the user (author and time kept; never shown to them)',
  })
  async addNote(
    @Param('id', userId) id: string,
    @Body() body: UserNoteBody,
    @CurrentUser() admin: AuthUser,
  ): Promise<UserNoteResponse> {
    const note = await this.bus.request(CustomerSubjects.addNote, {
      userId: id,
      body: body.body,
      actor: actorOf(admin),
    });
    return { success: true, message: CUSTOMER_MESSAGES.noteAdded, note };
  }
}
