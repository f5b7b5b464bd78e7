import { Body, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  AuthErrorCode,
  AuthSubjects,
  ClientContext as ClientContextValue,
  CommonErrorCode,
  FactorChallengeBody,
  FactorVerifyBody,
  GRANT_TYPES,
  GrantType,
  isUuid,
  EMAIL_FACTOR_ID,
  MFA_MESSAGES,
  MfaSubjects,
  EnrollFactorBody,
  TokenGrantBody,
  OtpBody,
  RecoverBody,
  RECOVERY_CODE_FACTOR_ID,
  preferredTextLanguage,
  ResendBody,
  SignOutScope,
  SignUpBody,
  UpdateUserBody,
  VerifyBody,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { AllowPendingTwoFactor } from '../allow-pending-two-factor.decorator';
import { type AuthUser, callerOf } from '../auth-user';
import { ClientContext } from '../client-context.decorator';
import { CurrentUser } from '../current-user.decorator';
import { JwtAuthGuard } from '../jwt-auth.guard';
import { SigningKeysCache } from '../signing-keys.cache';
import { GoTrueApi } from './gotrue-api.decorator';

const SCOPES: SignOutScope[] = ['global', 'local', 'others'];

/**
 * The GoTrue (Supabase Auth) subset the product uses, so `@supabase/auth-js` works unchanged.
 * Second factors: authenticator apps (TOTP factors with uuid ids), the emailed code (factor id
 * `email`, see EMAIL_FACTOR_ID, never listed) and recovery codes (verified against the pseudo
 * factor `recovery`, see RECOVERY_CODE_FACTOR_ID).
 */
@GoTrueApi('auth/v1')
export class GoTrueController {
  constructor(
    private readonly bus: MessageBus,
    private readonly keys: SigningKeysCache,
  ) {}

  @Post('signup')
  @HttpCode(200)
  signUp(
    @Body() body: SignUpBody,
    @ClientContext() client: ClientContextValue,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const { first_name: firstName, last_name: lastName, language } = body.data;
    return this.bus.request(AuthSubjects.signUp, {
      email: body.email,
      password: body.password,
      firstName,
      lastName,
      // The account's emails (the sign-up code first) follow the language the person signed up in.
      language: language ?? preferredTextLanguage(acceptLanguage),
      client,
    });
  }

  @Post('verify')
  @HttpCode(200)
  verify(@Body() body: VerifyBody, @ClientContext() client: ClientContextValue) {
    return this.bus.request(AuthSubjects.verifyCode, {
      type: body.type,
      email: body.email,
      code: body.token,
      client,
    });
  }

  @Post('resend')
  @HttpCode(200)
  resend(@Body() body: ResendBody, @ClientContext() client: ClientContextValue) {
    return this.bus.request(AuthSubjects.resendCode, { type: body.type, email: body.email, client });
  }

  @Post('recover')
  @HttpCode(200)
  recover(@Body() body: RecoverBody, @ClientContext() client: ClientContextValue) {
    return this.bus.request(AuthSubjects.requestRecovery, { email: body.email, client });
  }

  @Post('otp')
  @HttpCode(200)
  otp(@Body() body: OtpBody, @ClientContext() client: ClientContextValue) {
    return this.bus.request(AuthSubjects.requestOtp, { email: body.email, client });
  }

  @Post('token')
  @HttpCode(200)
  token(
    @Query('grant_type') grantType: string,
    @Body() body: TokenGrantBody,
    @ClientContext() client: ClientContextValue,
  ) {
    const grant = tokenGrant(grantType, body);
    if (grant.type === 'refresh_token')
      return this.bus.request(AuthSubjects.refreshSession, { refreshToken: grant.refreshToken, client });
    return this.bus.request(AuthSubjects.signIn, { email: grant.email, password: grant.password, client });
  }

  @Post('logout')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  @AllowPendingTwoFactor()
  async logout(@Query('scope') scope: string | undefined, @CurrentUser() user: AuthUser) {
    const chosen = (scope ?? 'global') as SignOutScope;
    if (!SCOPES.includes(chosen)) throw ServiceError.badRequest(`scope must be one of ${SCOPES.join(', ')}`);
    await this.bus.request(AuthSubjects.signOut, { caller: callerOf(user), scope: chosen });
  }

  @Get('user')
  @UseGuards(JwtAuthGuard)
  @AllowPendingTwoFactor()
  getUser(@CurrentUser() user: AuthUser) {
    return this.bus.request(AuthSubjects.getSelf, { caller: callerOf(user) });
  }

  @Put('user')
  @UseGuards(JwtAuthGuard)
  updateUser(
    @Body() body: UpdateUserBody,
    @CurrentUser() user: AuthUser,
    @ClientContext() client: ClientContextValue,
  ) {
    return this.bus.request(AuthSubjects.updateSelf, {
      caller: callerOf(user),
      email: body.email,
      password: body.password,
      currentPassword: body.current_password,
      nonce: body.nonce,
      client,
      firstName: body.data?.first_name,
      lastName: body.data?.last_name,
      language: body.data?.language ?? undefined,
    });
  }

  @Get('.well-known/jwks.json')
  jwks() {
    return this.keys.jwks();
  }

  /** What this server offers, as GoTrue's GET /settings reports it. */
  @Get('settings')
  settings() {
    return {
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      mfa_enabled: true,
    };
  }

  /** Sends the nonce a password change (PUT /user) or POST /api/auth/reauthenticate accepts. */
  @Get('reauthenticate')
  @UseGuards(JwtAuthGuard)
  reauthenticate(@CurrentUser() user: AuthUser) {
    return this.bus.request(MfaSubjects.sendReauthentication, { caller: callerOf(user) });
  }

  @Post('factors')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  enroll(@Body() body: EnrollFactorBody, @CurrentUser() user: AuthUser) {
    return this.bus.request(MfaSubjects.enroll, {
      caller: callerOf(user),
      friendlyName: body.friendly_name,
      issuer: body.issuer,
    });
  }

  @Post('factors/:id/challenge')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @AllowPendingTwoFactor()
  challenge(@Param('id') id: string, @Body() _body: FactorChallengeBody, @CurrentUser() user: AuthUser) {
    if (id === EMAIL_FACTOR_ID)
      return this.bus.request(AuthSubjects.challengeTwoFactor, { caller: callerOf(user) });
    return this.bus.request(MfaSubjects.challenge, { caller: callerOf(user), factorId: factorId(id) });
  }

  @Post('factors/:id/verify')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @AllowPendingTwoFactor()
  verifyFactor(
    @Param('id') id: string,
    @Body() body: FactorVerifyBody,
    @CurrentUser() user: AuthUser,
    @ClientContext() client: ClientContextValue,
  ) {
    const challengeId = body.challenge_id ?? body.challengeId;
    if (id === EMAIL_FACTOR_ID)
      return this.bus.request(AuthSubjects.verifyTwoFactor, {
        caller: callerOf(user),
        code: body.code,
        challengeId,
        client,
      });
    return this.bus.request(MfaSubjects.verify, {
      caller: callerOf(user),
      factorId: factorId(id),
      code: body.code,
      challengeId,
      client,
    });
  }

  @Delete('factors/:id')
  @UseGuards(JwtAuthGuard)
  async unenroll(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    if (id !== EMAIL_FACTOR_ID)
      return this.bus.request(MfaSubjects.unenroll, { caller: callerOf(user), factorId: factorId(id) });
    await this.bus.request(AuthSubjects.disableTwoFactor, { caller: callerOf(user) });
    return { id: EMAIL_FACTOR_ID };
  }
}

/** A factor id is a uuid, or `recovery` (RECOVERY_CODE_FACTOR_ID); anything else names no factor. */
function factorId(id: string): string {
  if (id === RECOVERY_CODE_FACTOR_ID || isUuid(id)) return id.toLowerCase();
  throw ServiceError.notFound(MFA_MESSAGES.factorNotFound, AuthErrorCode.MfaFactorNotFound);
}

type Grant =
  { type: 'password'; email: string; password: string } | { type: 'refresh_token'; refreshToken: string };

/** Both grants share one path and one body type; each needs its own fields. */
function tokenGrant(grantType: string, body: TokenGrantBody): Grant {
  if (!GRANT_TYPES.includes(grantType as GrantType)) {
    throw ServiceError.badRequest(
      'grant_type must be password or refresh_token',
      AuthErrorCode.UnsupportedGrantType,
    );
  }
  if (grantType === 'refresh_token') {
    if (!body.refresh_token)
      throw ServiceError.badRequest('refresh_token is required', CommonErrorCode.ValidationFailed);
    return { type: 'refresh_token', refreshToken: body.refresh_token };
  }
  if (!body.email) throw ServiceError.badRequest('Email is required', CommonErrorCode.ValidationFailed);
  if (!body.password) throw ServiceError.badRequest('Password is required', CommonErrorCode.ValidationFailed);
  return { type: 'password', email: body.email, password: body.password };
}
