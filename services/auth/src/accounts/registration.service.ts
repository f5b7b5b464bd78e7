import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AuthErrorCode,
  AuthEvents,
  AUTH_MESSAGES,
  DEFAULT_TEXT_LANGUAGE,
  GoTrueUser,
  ResendCodeRequest,
  SignUpAttemptEvents,
  SignUpRequest,
} from '@storefront/contracts';
import { Outbox, ServiceError } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { CodeSender } from '../codes/code-sender';
import { OneTimeCodesService } from '../codes/one-time-codes.service';
import { CodeMailer } from '../email/code-mailer';
import { assertPasswordAllowed, PasswordHasher } from '../passwords/password-hasher';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import { SignUpPlaces } from '../sign-up-confirmation/sign-up-places';
import { toGoTrueUser } from '../users/user-views';
import type { UserEntity } from '../users/user.entity';
import { normalizeEmail, UsersRepository } from '../users/users.repository';

const UNIQUE_VIOLATION = '23505';

/** Carries the row a rolled-back insert wrote out of its transaction. */
class RolledBack {
  constructor(readonly row: UserEntity) {}
}

const emailExists = () => new ServiceError(422, AuthErrorCode.UserAlreadyExists, AUTH_MESSAGES.emailExists);

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
    private readonly outbox: Outbox,
    private readonly places: SignUpPlaces,
  ) {}

  /**
   * Creates the account and emails its code in one transaction: if the email is not accepted the
   * account is not created, so the person can simply try again. is_admin is never taken from the
   * request. A confirmed email gets the answer a new one would (`answerAsNew`).
   *
   * A sign-up for an email whose account is still unconfirmed starts that sign-up over: the new
   * password, names and language replace the earlier ones and every earlier sign-up code dies with them, so
   * whoever confirms the email confirms it with the password of the sign-up whose code they hold.
   * Keeping the first password instead would let a stranger who signed up first with someone
   * else's email sign in once the owner confirms it. Within the resend cool-down nothing changes
   * and the answer is 429, as for a resend.
   */
  async signUp(req: SignUpRequest): Promise<GoTrueUser> {
    await this.limits.hit('sign_up', req.client, req.email);
    assertPasswordAllowed(req.password);
    const email = normalizeEmail(req.email);
    const firstName = req.firstName.trim();
    const lastName = req.lastName.trim();
    const language = req.language ?? DEFAULT_TEXT_LANGUAGE;

    const existing = await this.users.findByEmail(email);
    const newAccount = { email, firstName, lastName, password: req.password };
    if (existing?.emailConfirmedAt) return this.answerAsNew(existing, newAccount);

    const passwordHash = await this.hasher.hashNew(req.password);
    const sentAt = new Date();
    let user: UserEntity;
    let created = false;
    try {
      user = await this.dataSource.transaction(async (tx) => {
        const restarted =
          existing &&
          (await this.restartPending(existing.id, { passwordHash, firstName, lastName, language }, tx));
        created = !restarted;
        const account =
          restarted ||
          (await this.users.create(
            { email, firstName, lastName, language, passwordHash, isAdmin: false, isActive: true },
            tx,
          ));
        // Written with the account: it exists if and only if the account does.
        if (!restarted) {
          await this.outbox.add(tx, AuthEvents.userRegistered, {
            userId: account.id,
            email: account.email,
            firstName: account.firstName,
            lastName: account.lastName,
            registeredAt: account.createdAt.toISOString(),
          });
        }
        // This client set the password the account will be confirmed with.
        await this.places.remember(account.id, req.client, tx);
        const issued = await this.codes.issue(account.id, 'signup', tx);
        await this.mailer.send({ email, firstName, language }, 'signup', issued.code);
        return account;
      });
    } catch (err) {
      // Confirmed (or created) by someone else meanwhile: answered like any confirmed address.
      const taken =
        (err as { code?: string }).code === UNIQUE_VIOLATION ||
        (err instanceof ServiceError && err.code === AuthErrorCode.UserAlreadyExists);
      const owner = taken && (await this.users.findByEmail(email));
      if (owner) return this.answerAsNew(owner, newAccount);
      if (taken) throw emailExists();
      if (err instanceof ServiceError && err.status < 500) throw err;
      this.logger.error(`sign-up rolled back, the verification email was not accepted: ${String(err)}`);
      throw new ServiceError(503, AuthErrorCode.EmailSendFailed, AUTH_MESSAGES.emailSendFailed);
    }
    // The signup code was just sent: a resend must wait like any other.
    await this.limits.claimSendSlot('signup', email).catch(() => undefined);

    if (created) this.outbox.flush();
    return toGoTrueUser(user, { confirmationSentAt: sentAt });
  }

  /**
   * A sign-up naming the address of a confirmed account answers exactly as one for a new address
   * (GoTrue's obfuscated user): the same status and shape with a made-up id, after the same work
   * (the password hashed, an account row written and rolled back, so the answer also carries every
   * column's default as a new account would), and 429 within the resend cool-down as for a
   * pending one. Nothing changes; the owner is mailed that someone tried to sign up with their
   * address (`auth.account.sign-up-attempted`).
   */
  private async answerAsNew(
    owner: UserEntity,
    attempt: { email: string; firstName: string; lastName: string; password: string },
  ): Promise<GoTrueUser> {
    const passwordHash = await this.hasher.hashNew(attempt.password);
    await this.limits.claimSendSlot('signup', owner.email);
    const sentAt = new Date();
    const lookalike = await this.dataSource
      .transaction(async (tx) => {
        const row = await this.users.create(
          {
            email: `${randomUUID()}@sign-up.invalid`,
            firstName: attempt.firstName,
            lastName: attempt.lastName,
            passwordHash,
            isAdmin: false,
            isActive: true,
          },
          tx,
        );
        throw new RolledBack(row);
      })
      .catch((err: unknown) => {
        if (err instanceof RolledBack) return err.row;
        throw err;
      });
    await this.outbox.publish(SignUpAttemptEvents.attempted, {
      userId: owner.id,
      email: owner.email,
      attemptId: randomUUID(),
      at: sentAt.toISOString(),
    });
    return toGoTrueUser({ ...lookalike, email: attempt.email }, { confirmationSentAt: sentAt });
  }

  /**
   * Gives a pending account the new sign-up's password and names, under the row lock that
   * VerificationService also takes: a confirmation that got there first makes this a sign-up
   * for a taken email. Null when the account was deleted meanwhile (a new one is created).
   */
  private async restartPending(
    id: string,
    fields: Pick<UserEntity, 'passwordHash' | 'firstName' | 'lastName' | 'language'>,
    tx: EntityManager,
  ): Promise<UserEntity | null> {
    const pending = await this.users.lockById(id, tx);
    if (!pending) return null;
    if (pending.emailConfirmedAt) throw emailExists();
    await this.users.update(id, fields, tx);
    return this.users.findById(id, tx);
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
