import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PaymentsSubjects, ReceiveIpnReply, ReceiveIpnRequest } from '@storefront/contracts';
import { IpnService } from './ipn.service';

@Controller()
export class IpnHandler {
  constructor(private readonly ipn: IpnService) {}

  @MessagePattern(PaymentsSubjects.receiveIpn)
  receive(@Payload() request: ReceiveIpnRequest): Promise<ReceiveIpnReply> {
    return this.ipn.receive(request);
  }
}
