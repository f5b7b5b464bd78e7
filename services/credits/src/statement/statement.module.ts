import { Module } from '@nestjs/common';
import { StatementHandler } from './statement.handler';
import { StatementRepository } from './statement.repository';
import { StatementService } from './statement.service';

/** The user's monthly statement (CSV): purchases, adjustments, spends, opening and closing balance. */
@Module({
  controllers: [StatementHandler],
  providers: [StatementService, StatementRepository],
})
export class StatementModule {}
