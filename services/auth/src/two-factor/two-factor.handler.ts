import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthSubjects, Caller, TwoFactorCodeRequest, TwoFactorSetupRequest } from '@storefront/contracts';
import { TwoFactorService } from './two-factor.service';

@Controller()
export class TwoFactorHandler {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @MessagePattern(AuthSubjects.sendTwoFactorSetup)
  sendSetup(@Payload() req: TwoFactorSetupRequest) {
    return this.twoFactor.sendSetup(req);
  }

  @MessagePattern(AuthSubjects.enableTwoFactor)
  enable(@Payload() req: TwoFactorCodeRequest) {
    return this.twoFactor.enable(req);
  }

  @MessagePattern(AuthSubjects.challengeTwoFactor)
  challenge(@Payload() req: { caller: Caller }) {
    return this.twoFactor.challenge(req.caller);
  }

  @MessagePattern(AuthSubjects.verifyTwoFactor)
  verify(@Payload() req: TwoFactorCodeRequest) {
    return this.twoFactor.verify(req);
  }

  @MessagePattern(AuthSubjects.disableTwoFactor)
  disable(@Payload() req: { caller: Caller }) {
    return this.twoFactor.disable(req.caller);
  }
}
