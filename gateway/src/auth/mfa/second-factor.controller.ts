import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ClientContext as ClientContextValue,
  MfaSubjects,
  NewRecoveryCodes,
  ReauthenticateBody,
  ReauthenticatedReply,
  RecoveryCodesStatus,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { type AuthUser, callerOf } from '../auth-user';
import { ClientContext } from '../client-context.decorator';
import { CurrentUser, SignedIn } from '../current-user.decorator';

/** Re-authentication before sensitive changes, and the account's recovery codes. */
@ApiTags('account')
@Controller('api/auth')
export class SecondFactorController {
  constructor(private readonly bus: MessageBus) {}

  @Post('reauthenticate')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary:
      'Confirms the password (or the nonce GET /auth/v1/reauthenticate emailed); sensitive changes are then allowed for a few minutes',
  })
  reauthenticate(
    @Body() body: ReauthenticateBody,
    @CurrentUser() user: AuthUser,
    @ClientContext() client: ClientContextValue,
  ): Promise<ReauthenticatedReply> {
    return this.bus.request(MfaSubjects.reauthenticate, {
      caller: callerOf(user),
      password: body.password,
      nonce: body.nonce,
      client,
    });
  }

  @Get('recovery-codes')
  @SignedIn()
  @ApiOperation({ summary: 'How many unused recovery codes the account has' })
  recoveryCodes(@CurrentUser() user: AuthUser): Promise<RecoveryCodesStatus> {
    return this.bus.request(MfaSubjects.recoveryCodesStatus, { caller: callerOf(user) });
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Replaces the recovery codes with ten new ones, shown once (needs re-authentication)',
  })
  regenerate(@CurrentUser() user: AuthUser): Promise<NewRecoveryCodes> {
    return this.bus.request(MfaSubjects.regenerateRecoveryCodes, { caller: callerOf(user) });
  }
}
