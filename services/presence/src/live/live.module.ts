import { Module } from '@nestjs/common';
import { LiveVisitorsHandler } from './live-visitors.handler';
import { LiveVisitorsService } from './live-visitors.service';
import { LiveVisitorsStore } from './live-visitors.store';
import { UserDirectory } from './user-directory';
import { VisitorsChangedNotifier } from './visitors-changed.notifier';

/** Live visitors in Redis: who is on the site now, as the back office's Traffic tab shows it. */
@Module({
  controllers: [LiveVisitorsHandler],
  providers: [LiveVisitorsStore, LiveVisitorsService, VisitorsChangedNotifier, UserDirectory],
  exports: [LiveVisitorsStore, VisitorsChangedNotifier, UserDirectory],
})
export class LiveModule {}
