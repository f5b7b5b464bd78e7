import { Body, Delete, Get, Headers, HttpCode, Patch, Post, UseGuards } from '@nestjs/common';
import {
  ClientContext as ClientContextValue,
  PasskeyAssertionBody,
  PasskeyAuthenticationOptionsBody,
  PasskeyRegistrationOptionsBody,
  PasskeyRegistrationVerifyBody,
  PasskeySubjects,
  RenamePasskeyBody,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { type AuthUser, callerOf } from '../auth-user';
import { ClientContext } from '../client-context.decorator';
import { CurrentUser } from '../current-user.decorator';
import { GoTrueApi } from '../gotrue/gotrue-api.decorator';
import { JwtAuthGuard } from '../jwt-auth.guard';
import { answer, pageOrigin, PasskeyIdParam } from './passkey-request';

/**
 * GoTrue's passkey API, as auth-js's `auth.passkey.*` calls it: registering a passkey for the
 * signed-in user, signing in with one alone, and listing, renaming and removing them.
 */
@GoTrueApi('auth/v1/passkeys')
export class PasskeysController {
  constructor(private readonly bus: MessageBus) {}

  @Post('registration/options')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  registrationOptions(
    @Body() _body: PasskeyRegistrationOptionsBody,
    @CurrentUser() user: AuthUser,
    @Headers('origin') origin?: string,
  ) {
    return this.bus.request(PasskeySubjects.registrationOptions, {
      caller: callerOf(user),
      origin: pageOrigin(origin),
    });
  }

  @Post('registration/verify')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  register(
    @Body() body: PasskeyRegistrationVerifyBody,
    @CurrentUser() user: AuthUser,
    @ClientContext() client: ClientContextValue,
  ) {
    return this.bus.request(PasskeySubjects.register, { caller: callerOf(user), ...answer(body, client) });
  }

  @Post('authentication/options')
  @HttpCode(200)
  signInOptions(
    @Body() _body: PasskeyAuthenticationOptionsBody,
    @ClientContext() client: ClientContextValue,
    @Headers('origin') origin?: string,
  ) {
    return this.bus.request(PasskeySubjects.signInOptions, { origin: pageOrigin(origin), client });
  }

  @Post('authentication/verify')
  @HttpCode(200)
  signIn(@Body() body: PasskeyAssertionBody, @ClientContext() client: ClientContextValue) {
    return this.bus.request(PasskeySubjects.signIn, answer(body, client));
  }

  @Get()
  @UseGuards(JwtAuthGuard)
  list(@CurrentUser() user: AuthUser) {
    return this.bus.request(PasskeySubjects.list, { caller: callerOf(user) });
  }

  @Patch(':id')
  @UseGuards(JwtAuthGuard)
  rename(@PasskeyIdParam() id: string, @Body() body: RenamePasskeyBody, @CurrentUser() user: AuthUser) {
    return this.bus.request(PasskeySubjects.rename, {
      caller: callerOf(user),
      passkeyId: id,
      friendlyName: body.friendly_name,
    });
  }

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  async remove(@PasskeyIdParam() id: string, @CurrentUser() user: AuthUser) {
    await this.bus.request(PasskeySubjects.remove, { caller: callerOf(user), passkeyId: id });
  }
}
