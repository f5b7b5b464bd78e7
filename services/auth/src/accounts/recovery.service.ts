import { Injectable } from '@nestjs/common';
import {
  AuthErrorCode,
  AuthEvents,
  AUTH_MESSAGES,
  CheckRecoveryCodeRequest,
  EmailRequest,
  MessageReply,
  ResetPasswordRequest,
} from '@storefront/contracts';
import { Outbox, ServiceError } from '@storefront/platform';
import { PasswordChangeAlerts } from '../account-sessions/password-change-alerts';
import { PersonalKeysRevocation } from '../api-keys/personal-keys-revocation';
import { CodeSender } from '../codes/code-sender';
import { invalidCode, OneTimeCodesService } from '../codes/one-time-codes.service';
import { assertPasswordAllowed, PasswordHasher } from '../passwords/password-hasher';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';

/** Password recovery by emailed code, and the product's one-call reset. */
@Injectable()
export class RecoveryService {
  constructor(
    private readonly users: UsersRepository,
    private readonly codes: OneTimeCodesService,
    private readonly sender: CodeSender,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitsService,
    private readonly outbox: Outbox,
    private readonly personalKeys: PersonalKeysRevocation,
    private readonly passwordAlerts: PasswordChangeAlerts,
  ) {}

  /** Same answer for any well-formed email; only an active account gets a code. */
  async request(req: EmailRequest): Promise<Record<string, never>> {
    await this.limits.hit('recover', req.client, req.email);
    await this.limits.claimSendSlot('recovery', req.email);
    const user = await this.users.findByEmail(req.email);
    if (user?.isActive)
      this.sender.sendInBackground(user, 'recovery', { purpose: 'recovery', email: req.email });
    return {};
  }

  /** Lets the reset screen say "wrong code" before asking for a new password; does not use the code up. */
  async check(req: CheckRecoveryCodeRequest): Promise<{ valid: true }> {
    await this.limits.hit('verify', req.client, req.email);
    const user = await this.users.findByEmail(req.email);
    if (!user) throw invalidCode();
    await this.codes.verify(user.id, 'recovery', req.code, { consume: false });
    return { valid: true };
  }

  /** Sets the new password, revokes the account's API keys and ends every session of the account. */
  async reset(req: ResetPasswordRequest): Promise<MessageReply> {
    await this.limits.hit('verify', req.client, req.email);
    // The policy first, so a weak password does not use the code up.
    assertPasswordAllowed(req.newPassword);
    const user = await this.users.findByEmail(req.email);
    if (!user) throw invalidCode();
    await this.codes.verify(user.id, 'recovery', req.code, { consume: true });
    if (!user.isActive) throw ServiceError.forbidden(AUTH_MESSAGES.suspended, AuthErrorCode.UserBanned);
    const passwordHash = await this.hasher.hashNew(req.newPassword);
    await this.personalKeys.alongside(user, 'password_reset', async (tx) => {
      await this.users.update(
        user.id,
        { passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? new Date() },
        tx,
      );
      await this.passwordAlerts.record(tx, {
        userId: user.id,
        method: 'reset',
        sessionId: null,
        client: req.client,
      });
    });
    this.passwordAlerts.sent();
    await this.sessions.revoke({ userId: user.id });
    await this.outbox.publish(AuthEvents.userStatusChanged, { userId: user.id, reason: 'password_changed' });
    return { message: AUTH_MESSAGES.passwordUpdated };
  }
}
