import { Controller, UseFilters } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  AccountSessionEvents,
  ApiKeyEvents,
  ApiKeysRevokedDto,
  EmailPreferencesSubjects,
  EmailPreferencesView,
  GetEmailPreferencesRequest,
  PasswordChangeEvents,
  PaymentsEvents,
  SignUpAttemptEvents,
  UpdateEmailPreferencesRequest,
} from '@storefront/contracts';
import { DroppedEventFilter, Handles } from '@storefront/platform';
import { ApiKeyEmailsService } from './api-key-emails.service';
import { ServiceKeyExpiringDto } from './service-key-expiring.dto';
import { EmailPreferencesRepository } from './email-preferences.repository';
import { LowBalanceLevels } from './low-balance-levels';
import { NewDeviceSignInDto } from './new-sign-in.dto';
import { NewSignInEmailsService } from './new-sign-in-emails.service';
import { PasswordChangedDto } from './password-changed.dto';
import { SignUpAttemptedDto } from './sign-up-attempt.dto';
import { PaymentEmailsService } from './payment-emails.service';
import { PaymentUpdatedDto } from './payment-updated.dto';
import { RefundIssuedDto } from './refund-issued.dto';

@Controller()
export class AccountEmailsHandler {
  constructor(
    private readonly preferences: EmailPreferencesRepository,
    private readonly paymentEmails: PaymentEmailsService,
    private readonly newSignInEmails: NewSignInEmailsService,
    private readonly lowBalanceLevels: LowBalanceLevels,
    private readonly apiKeyEmails: ApiKeyEmailsService,
  ) {}

  @EventPattern(PaymentsEvents.updated)
  @UseFilters(DroppedEventFilter)
  async onPaymentUpdated(@Payload() event: PaymentUpdatedDto): Promise<void> {
    await this.paymentEmails.paymentUpdated(event);
  }

  @EventPattern(PaymentsEvents.refundIssued)
  @UseFilters(DroppedEventFilter)
  async onRefundIssued(@Payload() event: RefundIssuedDto): Promise<void> {
    await this.paymentEmails.refundIssued(event);
  }

  @EventPattern(AccountSessionEvents.newDeviceSignIn)
  @UseFilters(DroppedEventFilter)
  async onNewDeviceSignIn(@Payload() event: NewDeviceSignInDto): Promise<void> {
    await this.newSignInEmails.signedIn(event);
  }

  @EventPattern(PasswordChangeEvents.changed)
  @UseFilters(DroppedEventFilter)
  async onPasswordChanged(@Payload() event: PasswordChangedDto): Promise<void> {
    await this.newSignInEmails.passwordChanged(event);
  }

  @EventPattern(SignUpAttemptEvents.attempted)
  @UseFilters(DroppedEventFilter)
  async onSignUpAttempted(@Payload() event: SignUpAttemptedDto): Promise<void> {
    await this.newSignInEmails.signUpAttempted(event);
  }

  @EventPattern(ApiKeyEvents.revoked)
  @UseFilters(DroppedEventFilter)
  async onApiKeysRevoked(@Payload() event: ApiKeysRevokedDto): Promise<void> {
    await this.apiKeyEmails.revoked(event);
  }

  @EventPattern(ApiKeyEvents.serviceKeyExpiring)
  @UseFilters(DroppedEventFilter)
  async onServiceKeyExpiring(@Payload() event: ServiceKeyExpiringDto): Promise<void> {
    await this.apiKeyEmails.serviceKeyExpiring(event);
  }

  @Handles(EmailPreferencesSubjects.get)
  getPreferences(@Payload() request: GetEmailPreferencesRequest): Promise<EmailPreferencesView> {
    return this.preferences.get(request.userId);
  }

  @Handles(EmailPreferencesSubjects.update)
  async updatePreferences(@Payload() request: UpdateEmailPreferencesRequest): Promise<EmailPreferencesView> {
    const { view, threshold } = await this.preferences.update(
      request.userId,
      request.preferences,
      request.low_balance_threshold,
    );
    if (request.low_balance_threshold !== undefined) await this.lowBalanceLevels.changed(threshold);
    return view;
  }
}
