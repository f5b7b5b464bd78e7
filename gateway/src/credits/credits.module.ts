import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { AdminCreditsController } from './admin-credits.controller';
import { CreditsController } from './credits.controller';

/** HTTP routes of the credits service: the user's balance and history, and the admin Credits tab. */
@Module({ imports: [AuthModule], controllers: [CreditsController, AdminCreditsController] })
export class CreditsModule {}
