import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AvailabilityRequest,
  CaptureRequest,
  ExportTransactionsRequest,
  HoldRequest,
  ListSpendsRequest,
  ReleaseRequest,
  ReverseSpendRequest,
  SpendRequest,
  SpendSubjects,
  UsageRequest,
} from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { SpendsService } from './spends.service';

@Controller()
export class SpendsHandler {
  constructor(private readonly spends: SpendsService) {}

  @Handles(SpendSubjects.spend)
  spend(@Payload() request: SpendRequest) {
    return this.spends.spend(request);
  }

  @Handles(SpendSubjects.hold)
  hold(@Payload() request: HoldRequest) {
    return this.spends.hold(request);
  }

  @Handles(SpendSubjects.capture)
  capture(@Payload() request: CaptureRequest) {
    return this.spends.capture(request);
  }

  @Handles(SpendSubjects.release)
  release(@Payload() request: ReleaseRequest) {
    return this.spends.release(request);
  }

  @Handles(SpendSubjects.reverse)
  reverse(@Payload() request: ReverseSpendRequest) {
    return this.spends.reverse(request);
  }

  @Handles(SpendSubjects.availability)
  availability(@Payload() { userId }: AvailabilityRequest) {
    return this.spends.availability(userId);
  }

  @Handles(SpendSubjects.listSpends)
  listSpends(@Payload() request: ListSpendsRequest) {
    return this.spends.listSpends(request);
  }

  @Handles(SpendSubjects.usage)
  usage(@Payload() { userId }: UsageRequest) {
    return this.spends.usage(userId);
  }

  @Handles(SpendSubjects.exportTransactions)
  exportTransactions(@Payload() request: ExportTransactionsRequest) {
    return this.spends.exportTransactions(request);
  }
}
