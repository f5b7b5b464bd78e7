import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AccessTokenVerifier } from './access-token.verifier';
import { AccountSessionsController } from './account/account-sessions.controller';
import { AccountController } from './account/account.controller';
import { AdminGuard } from './admin.guard';
import { GoTrueController } from './gotrue/gotrue.controller';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { SecondFactorController } from './mfa/second-factor.controller';
import { RevokedSessionsStore } from './revoked-sessions.store';
import { SigningKeysCache } from './signing-keys.cache';

/**
 * Sign-in for the gateway: the GoTrue-compatible `/auth/v1` API, the product's account routes,
 * and the guards other modules use (`@SignedIn()`, `@AdminOnly()`, `@CurrentUser()`;
 * AccessTokenVerifier for sockets).
 */
@Module({
  imports: [PassportModule],
  controllers: [GoTrueController, AccountController, AccountSessionsController, SecondFactorController],
  providers: [
    SigningKeysCache,
    RevokedSessionsStore,
    AccessTokenVerifier,
    JwtStrategy,
    JwtAuthGuard,
    AdminGuard,
  ],
  exports: [AccessTokenVerifier, JwtAuthGuard, AdminGuard],
})
export class AuthModule {}
