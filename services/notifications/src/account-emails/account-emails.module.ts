import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module';
import { ApiKeyEmailsService } from './api-key-emails.service';
import { AccountEmailsHandler } from './account-emails.handler';
import { AccountMailer } from './account-mailer';
import { EmailPreferencesRepository } from './email-preferences.repository';
import { LowBalanceLevels } from './low-balance-levels';
import { LowBalanceRepository } from './low-balance.repository';
import { NewSignInEmailsService } from './new-sign-in-emails.service';
import { PaymentEmailsService } from './payment-emails.service';

/**
 * Mails about a user's account (payment states, low balance, a sign-in from a new device, API
 * keys) and the preferences that govern them. The low-balance check runs from the notification handler's
 * balance-changed event (see LowBalanceService), which also writes its in-app notification.
 */
@Module({
  imports: [EmailModule],
  controllers: [AccountEmailsHandler],
  providers: [
    AccountMailer,
    EmailPreferencesRepository,
    LowBalanceLevels,
    LowBalanceRepository,
    PaymentEmailsService,
    NewSignInEmailsService,
    ApiKeyEmailsService,
  ],
  exports: [AccountMailer, EmailPreferencesRepository, LowBalanceRepository],
})
export class AccountEmailsModule {}
