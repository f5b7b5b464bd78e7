import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AccessTokenVerifier } from './access-token.verifier';
import { AccountSessionsController } from './account/account-sessions.controller';
import { AccountController } from './account/account.controller';
import { ChoosePasswordController } from './account/choose-password.controller';
import { AdminAccess } from './admin-access';
import { AdminGuard } from './admin.guard';
import { GoTrueController } from './gotrue/gotrue.controller';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { RecentAuthenticationCheck } from './recent-authentication';
import { SecondFactorController } from './mfa/second-factor.controller';
import { PasskeyStepUpController } from './passkeys/passkey-step-up.controller';
import { PasskeysController } from './passkeys/passkeys.controller';
import { RevokedSessionsStore } from './revoked-sessions.store';
import { SessionActivityRecorder } from './session-activity.recorder';
import { SigningKeysCache } from './signing-keys.cache';

/**
 * Sign-in for the gateway: the GoTrue-compatible `/auth/v1` API, the product's account routes,
 * and the guards other modules use (`@SignedIn()`, `@AdminOnly()`, `@RecentAuthentication()`,
 * `@CurrentUser()`; AccessTokenVerifier for sockets). Global: every module's admin routes share the one admin check
 * (AdminAccess) and its per-session memory.
 */
@Global()
@Module({
  imports: [PassportModule],
  controllers: [
    GoTrueController,
    AccountController,
    AccountSessionsController,
    ChoosePasswordController,
    SecondFactorController,
    PasskeysController,
    PasskeyStepUpController,
  ],
  providers: [
    SigningKeysCache,
    RevokedSessionsStore,
    SessionActivityRecorder,
    AccessTokenVerifier,
    JwtStrategy,
    JwtAuthGuard,
    AdminAccess,
    AdminGuard,
    RecentAuthenticationCheck,
  ],
  exports: [AccessTokenVerifier, JwtAuthGuard, AdminAccess, AdminGuard, RecentAuthenticationCheck],
})
export class AuthModule {}
