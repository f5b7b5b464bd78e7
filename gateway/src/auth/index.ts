/** What other gateway modules use to protect routes and identify callers. */
export { AuthModule } from './auth.module';
export { actorOf, callerOf, type AuthUser } from './auth-user';
export { JwtAuthGuard } from './jwt-auth.guard';
export { AdminGuard } from './admin.guard';
export { AdminAccess, type AdminStanding, allowRole, staffRefusal } from './admin-access';
export { RecentAuthentication, RecentAuthenticationCheck } from './recent-authentication';
export { CurrentUser, SignedIn, AdminOnly, AdminRoles, MoneyChange } from './current-user.decorator';
export { AllowPendingTwoFactor } from './allow-pending-two-factor.decorator';
export { ClientContext } from './client-context.decorator';
export { AccessTokenVerifier } from './access-token.verifier';
export { bearerToken, passedSecondFactor } from './bearer-token';
