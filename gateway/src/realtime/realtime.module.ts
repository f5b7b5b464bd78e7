import { Module } from '@nestjs/common';
import { loadConfig } from '@storefront/platform';
import { AuthModule } from '../auth';
import { SiteStateModule } from '../site-state/site-state.module';
import { ActivityBuffer } from './activity-buffer';
import { AdminVisitorsPublisher } from './admin-visitors.publisher';
import { AdminGateway } from './admin.gateway';
import { LiveEventsListener } from './live-events.listener';
import { NatsEventSubscriber } from '../events/nats-event.subscriber';
import { PublicGateway } from './public.gateway';
import { RealtimeConfig } from './realtime.config';
import { RealtimePushService } from './realtime-push.service';
import { SocketAdmission } from './socket-admission';
import { SocketConnectRate } from './socket-connect-rate';
import { VisitorSessions } from './visitor-sessions.service';

/**
 * The live sockets: the public namespace (presence, pushes to visitors and users) and the admin
 * namespace (live traffic). Other modules push through `RealtimePushService` and listen to
 * service events through `NatsEventSubscriber`.
 */
@Module({
  imports: [AuthModule, SiteStateModule],
  providers: [
    { provide: RealtimeConfig, useFactory: () => loadConfig(RealtimeConfig) },
    NatsEventSubscriber,
    RealtimePushService,
    SocketAdmission,
    SocketConnectRate,
    ActivityBuffer,
    VisitorSessions,
    AdminVisitorsPublisher,
    LiveEventsListener,
    PublicGateway,
    AdminGateway,
  ],
  exports: [RealtimePushService, NatsEventSubscriber],
})
export class RealtimeModule {}
