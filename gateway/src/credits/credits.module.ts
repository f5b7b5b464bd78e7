import { Module } from '@nestjs/common';
import { loadConfig } from '@storefront/platform';
import { AuthModule } from '../auth';
import { AdminApprovalsController } from './admin-approvals.controller';
import { AdminCreditsController } from './admin-credits.controller';
import { CreditsController } from './credits.controller';
import { CreditsExportConfig } from './credits-export.config';
import { ExportLeases } from './export-leases';

/**
 * HTTP routes of the credits service: the user's balance and history, the admin Credits tab and
 * the four-eyes requests ("Validations en attente").
 */
@Module({
  imports: [AuthModule],
  controllers: [CreditsController, AdminCreditsController, AdminApprovalsController],
  providers: [
    { provide: CreditsExportConfig, useFactory: () => loadConfig(CreditsExportConfig) },
    ExportLeases,
  ],
})
export class CreditsModule {}
