import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module';
import { LiveModule } from '../live/live.module';
import { HousekeepingJob } from './housekeeping.job';
import { VisitsHandler } from './visits.handler';
import { VisitsService } from './visits.service';

/** What the gateway reports about visitor sockets, written to the live list and the history. */
@Module({
  imports: [LiveModule, HistoryModule],
  controllers: [VisitsHandler],
  providers: [VisitsService, HousekeepingJob],
})
export class VisitsModule {}
