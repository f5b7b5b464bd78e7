import { Module } from '@nestjs/common';
import { OverviewHandler } from './overview.handler';
import { OverviewService } from './overview.service';

@Module({ controllers: [OverviewHandler], providers: [OverviewService] })
export class OverviewModule {}
