import { Module } from '@nestjs/common';
import { LedgerHandler } from './ledger.handler';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

@Module({ controllers: [LedgerHandler], providers: [LedgerService, LedgerRepository] })
export class LedgerModule {}
