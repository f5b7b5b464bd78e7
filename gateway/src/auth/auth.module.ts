import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { GatewayConfig } from '../config';
import { AccessTokenVerifier } from './access-token.verifier';
import { AccountController } from './account/account.controller';
import { AdminGuard } from './admin.guard';
import { GoTrueController } from './gotrue/gotrue.controller';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { RevokedSessionsStore } from './revoked-sessions.store';
import { SigningKeysCache } from './signing-keys.cache';
import { trustProxyValue } from './trust-proxy';

/**
 * Sign-in for the gateway: the GoTrue-compatible `/auth/v1` API, the product's account routes,
 * and the guards other modules use (`@SignedIn()`, `@AdminOnly()`, `@CurrentUser()`;
 * AccessTokenVerifier for sockets).
 */
@Module({
  imports: [PassportModule],
  controllers: [GoTrueController, AccountController],
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
export class AuthModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: GatewayConfig,
  ) {}

  /** The client IP feeds rate limits and bans, so which proxies to believe is set for the whole app. */
  onModuleInit() {
    const app = this.adapterHost.httpAdapter?.getInstance?.() as
      { set?: (key: string, value: unknown) => void } | undefined;
    app?.set?.('trust proxy', trustProxyValue(this.config.TRUST_PROXY));
  }
}
