import { Controller, UseFilters } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { PaymentsEvents, PaymentsSubjects, ReceiveIpnReply, ReceiveIpnRequest } from '@storefront/contracts';
import { DroppedEventFilter, DurableEventExtras, Handles } from '@storefront/platform';
import { ProviderCallbacksService } from './provider-callbacks.service';

/** Stored webhooks handled at once: each mostly waits on the provider's answer. */
const STORED_WEBHOOKS_AT_ONCE = 25;

/** The invoice a stored webhook is about, as its body says. */
const invoiceOf = ({ body }: ReceiveIpnRequest) =>
  typeof body?.invoiceId === 'string' ? body.invoiceId : undefined;

@Controller()
export class ProviderCallbacksHandler {
  constructor(private readonly callbacks: ProviderCallbacksService) {}

  @Handles(PaymentsSubjects.receiveIpn)
  receive(@Payload() request: ReceiveIpnRequest): Promise<ReceiveIpnReply> {
    return this.callbacks.receive(request);
  }

  /**
   * A webhook the gateway checked and stored before answering the provider: recorded here, and
   * the payment read again at once, many side by side (those about one invoice in the order they
   * came). A failure that may pass (the database, the queue) leaves it in the stream to be handled
   * again.
   */
  @EventPattern(PaymentsEvents.webhookReceived, {
    concurrency: STORED_WEBHOOKS_AT_ONCE,
    orderKey: (event: ReceiveIpnRequest) => invoiceOf(event),
  } satisfies DurableEventExtras)
  @UseFilters(DroppedEventFilter)
  async stored(@Payload() event: ReceiveIpnRequest): Promise<void> {
    await this.callbacks.receive(event, { readNow: true });
  }
}
