import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AuthSubjects, Caller, TwoFactorCodeRequest, TwoFactorSetupRequest } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { EmailCodeFactorService } from './email-code.service';

@Controller()
export class EmailCodeFactorHandler {
  constructor(private readonly twoFactor: EmailCodeFactorService) {}

  @Handles(AuthSubjects.sendTwoFactorSetup)
  sendSetup(@Payload() req: TwoFactorSetupRequest) {
    return this.twoFactor.sendSetup(req);
  }

  @Handles(AuthSubjects.enableTwoFactor)
  enable(@Payload() req: TwoFactorCodeRequest) {
    return this.twoFactor.enable(req);
  }

  @Handles(AuthSubjects.challengeTwoFactor)
  challenge(@Payload() req: { caller: Caller }) {
    return this.twoFactor.challenge(req.caller);
  }

  @Handles(AuthSubjects.verifyTwoFactor)
  verify(@Payload() req: TwoFactorCodeRequest) {
    return this.twoFactor.verify(req);
  }

  @Handles(AuthSubjects.disableTwoFactor)
  disable(@Payload() req: { caller: Caller }) {
    return this.twoFactor.disable(req.caller);
  }
}
