import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AuthErrorCode,
  AuthEvents,
  AuthMessages,
  GoTrueUser,
  ResendCodeRequest,
  SignUpRequest,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { CodeSender } from '../codes/code-sender';
import { OneTimeCodesService } from '../codes/one-time-codes.service';
import { CodeMailer } from '../email/code-mailer';
import { assertPasswordAllowed, PasswordHasher } from '../passwords/password-hasher';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import { toGoTrueUser } from '../users/user-views';
import { normalizeEmail, UsersRepository } from '../users/users.repository';

const UNIQUE_VIOLATION = '23505';

const emailExists = () => new ServiceError(422, AuthErrorCode.UserAlreadyExists, AuthMessages.emailExists);

/** Sign-up and the sign-up code's resend. */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger(RegistrationService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly codes: OneTimeCodesService,
    private readonly mailer: CodeMailer,
    private readonly sender: CodeSender,
    private readonly limits: RateLimitsService,
    private readonly bus: MessageBus,
  ) {}

  /**
   * Creates the account and emails its code in one transaction: if the email is not accepted the
   * account is not created, so the person can simply try again. is_admin is never taken from the
   * request. An unconfirmed account with the same email is left as it is (its password is not
   * replaced, which would let a stranger pre-set the password of someone else's pending sign-up)
   * and gets a fresh code.
   */
  async signUp(req: SignUpRequest): Promise<GoTrueUser> {
    await this.limits.hit('sign_up', req.client, req.email);
    assertPasswordAllowed(req.password);
    const email = normalizeEmail(req.email);
    const firstName = req.firstName.trim();
    const lastName = req.lastName.trim();

    const existing = await this.users.findByEmail(email);
    if (existing?.emailConfirmedAt) throw emailExists();
    if (existing) {
      this.sender.sendInBackground(existing, 'signup');
      return toGoTrueUser(existing);
    }

    const passwordHash = await this.hasher.hashNew(req.password);
    const sentAt = new Date();
    let user;
    try {
      user = await this.dataSource.transaction(async (tx) => {
        const created = await this.users.create(
          { email, firstName, lastName, passwordHash, isAdmin: false, isActive: true },
          tx,
        );
        const issued = await this.codes.issue(created.id, 'signup', tx);
        await this.mailer.send(email, 'signup', issued.code, firstName);
        return created;
      });
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw emailExists();
      if (err instanceof ServiceError && err.status < 500) throw err;
      this.logger.error(`sign-up rolled back, the verification email was not accepted: ${String(err)}`);
      throw new ServiceError(503, AuthErrorCode.EmailSendFailed, AuthMessages.emailSendFailed);
    }
    // The signup code was just sent: a resend must wait like any other.
    await this.limits.claimSendSlot('signup', email).catch(() => undefined);

    await this.bus.emit(AuthEvents.userRegistered, {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      registeredAt: user.createdAt.toISOString(),
    });
    return toGoTrueUser(user, { confirmationSentAt: sentAt });
  }

  /** Same answer for every well-formed email; only a pending account gets a code. */
  async resend(req: ResendCodeRequest): Promise<Record<string, never>> {
    await this.limits.hit('resend', req.client, req.email);
    await this.limits.claimSendSlot('signup', req.email);
    const user = await this.users.findByEmail(req.email);
    if (user && !user.emailConfirmedAt && user.isActive) {
      this.sender.sendInBackground(user, 'signup', { purpose: 'signup', email: req.email });
    }
    return {};
  }
}
