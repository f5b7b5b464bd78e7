import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ListLiveVisitorsRequest, PresenceSubjects } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { LiveVisitorsService } from './live-visitors.service';

@Controller()
export class LiveVisitorsHandler {
  constructor(private readonly visitors: LiveVisitorsService) {}

  @Handles(PresenceSubjects.listVisitors)
  list(@Payload() request: ListLiveVisitorsRequest) {
    return this.visitors.page(request?.page, request?.pageSize);
  }

  @Handles(PresenceSubjects.clearVisitors)
  async clear() {
    return { cleared: await this.visitors.clear() };
  }
}
