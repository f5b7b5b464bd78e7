import { DroppedEventFilter, Handles } from '@storefront/platform';
import { Controller, UseFilters } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  ActivityReportEvent,
  AuthEvents,
  PresenceEvents,
  PresenceSubjects,
  UserDeletedEvent,
  VisitHelloReply,
  VisitHelloRequest,
  VisitLeftEvent,
} from '@storefront/contracts';

import { VisitsService } from './visits.service';

@Controller()
export class VisitsHandler {
  constructor(private readonly visits: VisitsService) {}

  @Handles(PresenceSubjects.hello)
  hello(@Payload() request: VisitHelloRequest): Promise<VisitHelloReply> {
    return this.visits.hello(request);
  }

  @EventPattern(PresenceEvents.activity)
  @UseFilters(DroppedEventFilter)
  activity(@Payload() event: ActivityReportEvent): Promise<void> {
    return this.visits.activity(event?.entries);
  }

  @EventPattern(PresenceEvents.left)
  @UseFilters(DroppedEventFilter)
  left(@Payload() event: VisitLeftEvent): Promise<void> {
    return this.visits.left(event);
  }

  @EventPattern(AuthEvents.userDeleted)
  @UseFilters(DroppedEventFilter)
  userDeleted(@Payload() event: UserDeletedEvent): Promise<void> {
    return this.visits.forgetUser(event.userId);
  }
}
