import { SetMetadata } from '@nestjs/common';

export const ALLOW_PENDING_TWO_FACTOR = 'auth:allow-pending-two-factor';

/**
 * Lets a session that has passed only the password (aal1 with two-factor on) through
 * JwtAuthGuard: for the routes that finish or abandon the sign-in (factor challenge/verify,
 * GET user, logout). Every other route refuses it with 403 MFA_REQUIRED.
 */
export const AllowPendingTwoFactor = () => SetMetadata(ALLOW_PENDING_TWO_FACTOR, true);
