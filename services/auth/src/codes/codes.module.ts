import { Module } from '@nestjs/common';
import { CodeMailer } from '../email/code-mailer';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { SigningKeysModule } from '../signing-keys/signing-keys.module';
import { CodeSender } from './code-sender';
import { OneTimeCodesService } from './one-time-codes.service';

@Module({
  imports: [SigningKeysModule, RateLimitsModule],
  providers: [OneTimeCodesService, CodeMailer, CodeSender],
  exports: [OneTimeCodesService, CodeSender, CodeMailer],
})
export class CodesModule {}
