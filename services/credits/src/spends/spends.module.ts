import { Module } from '@nestjs/common';
import { SpendsHandler } from './spends.handler';
import { HoldsRepository } from './holds.repository';
import { LedgerReadsRepository } from './ledger-reads.repository';
import { SpendsRepository } from './spends.repository';
import { SpendsService } from './spends.service';

/** The spend API's side of the ledger: spends, holds, reversals, usage and the CSV export. */
@Module({
  controllers: [SpendsHandler],
  providers: [SpendsService, SpendsRepository, HoldsRepository, LedgerReadsRepository],
})
export class SpendsModule {}
