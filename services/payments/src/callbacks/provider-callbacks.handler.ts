import { Controller, UseFilters } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { PaymentsEvents, PaymentsSubjects, ReceiveIpnReply, ReceiveIpnRequest } from '@storefront/contracts';
import { DroppedEventFilter, Handles } from '@storefront/platform';
import { ProviderCallbacksService } from './provider-callbacks.service';

@Controller()
export class ProviderCallbacksHandler {
  constructor(private readonly callbacks: ProviderCallbacksService) {}

  @Handles(PaymentsSubjects.receiveIpn)
  receive(@Payload() request: ReceiveIpnRequest): Promise<ReceiveIpnReply> {
    return this.callbacks.receive(request);
  }

  /**
   * A webhook the gateway checked and stored before answering the provider: recorded here like
   * one passed on by request. A failure that may pass (the database, the queue) leaves it in the
   * stream to be handled again.
   */
  @EventPattern(PaymentsEvents.webhookReceived)
  @UseFilters(DroppedEventFilter)
  async stored(@Payload() event: ReceiveIpnRequest): Promise<void> {
    await this.callbacks.receive(event);
  }
}
