import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Caller, MfaSubjects, ReauthenticateRequest } from '@storefront/contracts';
import { ReauthenticationService } from './reauthentication.service';

@Controller()
export class ReauthenticationHandler {
  constructor(private readonly reauthentication: ReauthenticationService) {}

  @MessagePattern(MfaSubjects.sendReauthentication)
  send(@Payload() req: { caller: Caller }) {
    return this.reauthentication.sendNonce(req.caller);
  }

  @MessagePattern(MfaSubjects.reauthenticate)
  confirm(@Payload() req: ReauthenticateRequest) {
    return this.reauthentication.confirm(req);
  }
}
