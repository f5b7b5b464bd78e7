import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { OverviewResponse, OverviewSubjects } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { OverviewService } from './overview.service';

@Controller()
export class OverviewHandler {
  constructor(private readonly overview: OverviewService) {}

  @Handles(OverviewSubjects.get)
  get(@Payload() req: { days: number }): Promise<OverviewResponse> {
    const days = Math.min(Math.max(Math.trunc(Number(req?.days)) || 30, 1), 365);
    return this.overview.overview(days);
  }
}
