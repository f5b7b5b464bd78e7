import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ClientContext as ClientContextValue,
  PasskeyAssertionBody,
  PasskeyAuthenticationOptionsBody,
  PasskeyErrorCode,
  PASSKEY_MESSAGES,
  PasskeyRegistrationOptionsBody,
  PasskeyRegistrationVerifyBody,
  PasskeySubjects,
  RenamePasskeyBody,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import type { AuthUser } from '../auth-user';
import { ClientContext } from '../client-context.decorator';
import { CurrentUser } from '../current-user.decorator';
import { GoTrueErrorFilter } from '../gotrue/gotrue-error.filter';
import { JwtAuthGuard } from '../jwt-auth.guard';
import { answer, caller, pageOrigin } from './passkey-request';

/** A passkey id is a uuid; anything else names no passkey. */
const passkeyId = new ParseUUIDPipe({
  exceptionFactory: () => ServiceError.notFound(PASSKEY_MESSAGES.notFound, PasskeyErrorCode.NotFound),
});

/**
 * GoTrue's passkey API, as auth-js's `auth.passkey.*` calls it: registering a passkey for the
 * signed-in user, signing in with one alone, and listing, renaming and removing them.
 */
@ApiTags('auth (GoTrue-compatible)')
@Controller('auth/v1/passkeys')
@UseFilters(GoTrueErrorFilter)
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
      caller: caller(user),
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
    return this.bus.request(PasskeySubjects.register, { caller: caller(user), ...answer(body, client) });
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
    return this.bus.request(PasskeySubjects.list, { caller: caller(user) });
  }

  @Patch(':id')
  @UseGuards(JwtAuthGuard)
  rename(@Param('id', passkeyId) id: string, @Body() body: RenamePasskeyBody, @CurrentUser() user: AuthUser) {
    return this.bus.request(PasskeySubjects.rename, {
      caller: caller(user),
      passkeyId: id,
      friendlyName: body.friendly_name,
    });
  }

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  async remove(@Param('id', passkeyId) id: string, @CurrentUser() user: AuthUser) {
    await this.bus.request(PasskeySubjects.remove, { caller: caller(user), passkeyId: id });
  }
}
