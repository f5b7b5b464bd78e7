import { Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ClientContext as ClientContextValue,
  GoTrueSession,
  PasskeyAssertionBody,
  PasskeyAuthenticationOptionsBody,
  PasskeyOptionsReply,
  PasskeyRequestOptions,
  PasskeyStepUp,
  PasskeySubjects,
  ReauthenticatedReply,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { AllowPendingTwoFactor } from '../allow-pending-two-factor.decorator';
import { type AuthUser, callerOf } from '../auth-user';
import { ClientContext } from '../client-context.decorator';
import { CurrentUser, SignedIn } from '../current-user.decorator';
import { JwtAuthGuard } from '../jwt-auth.guard';
import { answer, pageOrigin } from './passkey-request';

/**
 * A signed-in session proving itself with a passkey: the second step of a password sign-in, and
 * re-authentication before a sensitive change (beside POST /api/auth/reauthenticate's password).
 */
@ApiTags('account')
@Controller('api/auth/passkeys')
export class PasskeyStepUpController {
  constructor(private readonly bus: MessageBus) {}

  @Post('second-factor/options')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @AllowPendingTwoFactor()
  @ApiOperation({ summary: 'A challenge for one of the account’s passkeys, to finish a password sign-in' })
  secondFactorOptions(
    @Body() _body: PasskeyAuthenticationOptionsBody,
    @CurrentUser() user: AuthUser,
    @ClientContext() client: ClientContextValue,
    @Headers('origin') origin?: string,
  ): Promise<PasskeyOptionsReply<PasskeyRequestOptions>> {
    return this.options('second-factor', user, client, origin);
  }

  @Post('second-factor/verify')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @AllowPendingTwoFactor()
  @ApiOperation({ summary: 'Raises the session to aal2 with a passkey; answers its new tokens' })
  secondFactor(
    @Body() body: PasskeyAssertionBody,
    @CurrentUser() user: AuthUser,
    @ClientContext() client: ClientContextValue,
  ): Promise<GoTrueSession> {
    return this.bus.request(PasskeySubjects.secondFactor, {
      caller: callerOf(user),
      ...answer(body, client),
    });
  }

  @Post('reauthentication/options')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'A challenge for one of the account’s passkeys, to confirm it is the owner' })
  reauthenticationOptions(
    @Body() _body: PasskeyAuthenticationOptionsBody,
    @CurrentUser() user: AuthUser,
    @ClientContext() client: ClientContextValue,
    @Headers('origin') origin?: string,
  ): Promise<PasskeyOptionsReply<PasskeyRequestOptions>> {
    return this.options('reauthentication', user, client, origin);
  }

  @Post('reauthentication/verify')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Confirms the owner with a passkey; sensitive changes are then allowed for a few minutes',
  })
  reauthenticate(
    @Body() body: PasskeyAssertionBody,
    @CurrentUser() user: AuthUser,
    @ClientContext() client: ClientContextValue,
  ): Promise<ReauthenticatedReply> {
    return this.bus.request(PasskeySubjects.reauthenticate, {
      caller: callerOf(user),
      ...answer(body, client),
    });
  }

  /** A challenge for one of the account's passkeys, for what `purpose` says. */
  private options(
    purpose: PasskeyStepUp,
    user: AuthUser,
    client: ClientContextValue,
    origin: string | undefined,
  ): Promise<PasskeyOptionsReply<PasskeyRequestOptions>> {
    return this.bus.request(PasskeySubjects.stepUpOptions, {
      caller: callerOf(user),
      purpose,
      origin: pageOrigin(origin),
      client,
    });
  }
}
