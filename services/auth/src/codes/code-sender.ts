import { Injectable, Logger } from '@nestjs/common';
import { AuthErrorCode } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { CodeMailer } from '../email/code-mailer';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import type { UserEntity } from '../users/user.entity';
import { CodePurpose } from './one-time-code.entity';
import { IssuedCode, OneTimeCodesService } from './one-time-codes.service';

/** Codes mailed to a signed-in account at its own request, limited per account (RateLimitsService). */
const PER_ACCOUNT_PURPOSES: ReadonlySet<CodePurpose> = new Set(['two_factor', 'reauthentication']);

/** Issues a code and emails it; a code whose email never left is discarded. */
@Injectable()
export class CodeSender {
  private readonly logger = new Logger(CodeSender.name);

  constructor(
    private readonly codes: OneTimeCodesService,
    private readonly mailer: CodeMailer,
    private readonly limits: RateLimitsService,
  ) {}

  /**
   * For a signed-in caller who waits for the answer: a failed send is their error to see.
   * Second-factor codes and re-authentication nonces also count against the account's emails.
   */
  async sendNow(user: UserEntity, purpose: CodePurpose, failureMessage: string): Promise<IssuedCode> {
    if (!PER_ACCOUNT_PURPOSES.has(purpose)) return this.issueAndMail(user, purpose, failureMessage);
    return this.limits.sendCodeEmail(user.id, () => this.issueAndMail(user, purpose, failureMessage));
  }

  /**
   * For anonymous requests (recover, resend, otp) that must answer the same, and as fast, whether
   * or not the account exists: the reply does not wait for the email.
   */
  sendInBackground(
    user: UserEntity,
    purpose: CodePurpose,
    slot?: { purpose: CodePurpose; email: string },
  ): void {
    void this.sendNow(user, purpose, 'send failed').catch(async (err) => {
      if (err instanceof ServiceError && err.code === AuthErrorCode.OverEmailSendRateLimit) return;
      if (slot) await this.limits.releaseSendSlot(slot.purpose, slot.email);
      if (!(err instanceof ServiceError))
        this.logger.error(`could not issue a ${purpose} code: ${String(err)}`);
    });
  }

  private async issueAndMail(
    user: UserEntity,
    purpose: CodePurpose,
    failureMessage: string,
  ): Promise<IssuedCode> {
    const issued = await this.codes.issue(user.id, purpose);
    try {
      await this.mailer.send(user, purpose, issued.code);
    } catch (err) {
      this.logger.error(`${purpose} code email was not accepted: ${String(err)}`);
      await this.codes.discard(issued.id);
      throw new ServiceError(503, AuthErrorCode.EmailSendFailed, failureMessage);
    }
    return issued;
  }
}
