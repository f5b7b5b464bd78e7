import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PaymentsSubjects, ReceiveIpnReply, ReceiveIpnRequest } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { ProviderCallbacksService } from './provider-callbacks.service';

@Controller()
export class ProviderCallbacksHandler {
  constructor(private readonly callbacks: ProviderCallbacksService) {}

  @Handles(PaymentsSubjects.receiveIpn)
  receive(@Payload() request: ReceiveIpnRequest): Promise<ReceiveIpnReply> {
    return this.callbacks.receive(request);
  }
}
