import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ACCOUNT_SESSION_MESSAGES,
  AccountSessionErrorCode,
  AccountSessionsResponse,
  AccountSessionSubjects,
  DisownResponse,
  DisownSessionsBody,
  EndSessionsResponse,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { type AuthUser, callerOf } from '../auth-user';
import { CurrentUser, SignedIn } from '../current-user.decorator';

const sessionIdParam = new ParseUUIDPipe({
  exceptionFactory: () =>
    ServiceError.notFound(ACCOUNT_SESSION_MESSAGES.notFound, AccountSessionErrorCode.SessionNotFound),
});

/**
 * Settings › Sessions: the caller's live sessions and ending them. GoTrue has no such routes, so
 * they sit beside the account routes; `/auth/v1` is unchanged.
 */
@ApiTags('account')
@Controller('api/account/sessions')
export class AccountSessionsController {
  constructor(private readonly bus: MessageBus) {}

  @Get()
  @SignedIn()
  @ApiOperation({
    summary: "The caller's live sessions: device, browser, OS, address or place, created, last active",
  })
  list(@CurrentUser() user: AuthUser): Promise<AccountSessionsResponse> {
    return this.bus.request(AccountSessionSubjects.list, { caller: callerOf(user) });
  }

  @Delete(':id')
  @SignedIn()
  @ApiOperation({ summary: "Ends one of the caller's sessions at once: its tokens and its sockets" })
  end(@Param('id', sessionIdParam) id: string, @CurrentUser() user: AuthUser): Promise<EndSessionsResponse> {
    return this.bus.request(AccountSessionSubjects.end, { caller: callerOf(user), sessionId: id });
  }

  @Post('sign-out-others')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: "Ends every session of the caller's but this one, their sockets too" })
  signOutOthers(@CurrentUser() user: AuthUser): Promise<EndSessionsResponse> {
    return this.bus.request(AccountSessionSubjects.endOthers, { caller: callerOf(user) });
  }

  @Post('disown')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "A new sign-in alert's “This wasn't me” link (once, 7 days): ends every session, mails a recovery code",
  })
  disown(@Body() body: DisownSessionsBody): Promise<DisownResponse> {
    return this.bus.request(AccountSessionSubjects.disown, { token: body.token });
  }
}
