import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ListLiveVisitorsRequest, PresenceSubjects, RequestMap } from '@storefront/contracts';
import { LiveVisitorsService } from './live-visitors.service';

type Reply<S extends keyof RequestMap> = Promise<RequestMap[S]['reply']>;

@Controller()
export class LiveVisitorsHandler {
  constructor(private readonly visitors: LiveVisitorsService) {}

  @MessagePattern(PresenceSubjects.listVisitors)
  list(@Payload() request: ListLiveVisitorsRequest): Reply<'presence.visitors.list'> {
    return this.visitors.page(request?.page, request?.pageSize);
  }

  @MessagePattern(PresenceSubjects.clearVisitors)
  async clear(): Reply<'presence.visitors.clear'> {
    return { cleared: await this.visitors.clear() };
  }
}
