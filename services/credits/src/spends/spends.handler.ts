import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AvailabilityRequest,
  CaptureRequest,
  ExportTransactionsRequest,
  HoldRequest,
  ListSpendsRequest,
  ReleaseRequest,
  RequestMap,
  ReverseSpendRequest,
  SpendRequest,
  SpendSubjects,
  UsageRequest,
} from '@storefront/contracts';
import { SpendsService } from './spends.service';

type Reply<S extends keyof RequestMap> = Promise<RequestMap[S]['reply']>;

@Controller()
export class SpendsHandler {
  constructor(private readonly spends: SpendsService) {}

  @MessagePattern(SpendSubjects.spend)
  spend(@Payload() request: SpendRequest): Reply<'credits.spend.create'> {
    return this.spends.spend(request);
  }

  @MessagePattern(SpendSubjects.hold)
  hold(@Payload() request: HoldRequest): Reply<'credits.hold.create'> {
    return this.spends.hold(request);
  }

  @MessagePattern(SpendSubjects.capture)
  capture(@Payload() request: CaptureRequest): Reply<'credits.hold.capture'> {
    return this.spends.capture(request);
  }

  @MessagePattern(SpendSubjects.release)
  release(@Payload() request: ReleaseRequest): Reply<'credits.hold.release'> {
    return this.spends.release(request);
  }

  @MessagePattern(SpendSubjects.reverse)
  reverse(@Payload() request: ReverseSpendRequest): Reply<'credits.spend.reverse'> {
    return this.spends.reverse(request);
  }

  @MessagePattern(SpendSubjects.availability)
  availability(@Payload() { userId }: AvailabilityRequest): Reply<'credits.balance.available'> {
    return this.spends.availability(userId);
  }

  @MessagePattern(SpendSubjects.listSpends)
  listSpends(@Payload() request: ListSpendsRequest): Reply<'credits.spends.list'> {
    return this.spends.listSpends(request);
  }

  @MessagePattern(SpendSubjects.usage)
  usage(@Payload() { userId }: UsageRequest): Reply<'credits.usage.daily'> {
    return this.spends.usage(userId);
  }

  @MessagePattern(SpendSubjects.exportTransactions)
  exportTransactions(@Payload() request: ExportTransactionsRequest): Reply<'credits.transactions.export'> {
    return this.spends.exportTransactions(request);
  }
}
