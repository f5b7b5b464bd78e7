import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { AdminApprovalsController } from './admin-approvals.controller';
import { AdminCreditsController } from './admin-credits.controller';
import { CreditsController } from './credits.controller';

/**
 * HTTP routes of the credits service: the user's balance and history, the admin Credits tab and
 * the four-eyes requests ("Validations en attente").
 */
@Module({
  imports: [AuthModule],
  controllers: [CreditsController, AdminCreditsController, AdminApprovalsController],
})
export class CreditsModule {}
