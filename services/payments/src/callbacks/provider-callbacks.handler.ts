import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PaymentsSubjects, ReceiveIpnReply, ReceiveIpnRequest } from '@storefront/contracts';
import { ProviderCallbacksService } from './provider-callbacks.service';

@Controller()
export class ProviderCallbacksHandler {
  constructor(private readonly callbacks: ProviderCallbacksService) {}

  @MessagePattern(PaymentsSubjects.receiveIpn)
  receive(@Payload() request: ReceiveIpnRequest): Promise<ReceiveIpnReply> {
    return this.callbacks.receive(request);
  }
}
