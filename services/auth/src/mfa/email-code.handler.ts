import { Controller } from '@nestjs/common';
import { AuthSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { EmailCodeFactorService } from './email-code.service';

@Controller()
export class EmailCodeFactorHandler extends ForwardingHandler(
  { twoFactor: EmailCodeFactorService },
  {
    [AuthSubjects.sendTwoFactorSetup]: ({ twoFactor }, req) => twoFactor.sendSetup(req),
    [AuthSubjects.enableTwoFactor]: ({ twoFactor }, req) => twoFactor.enable(req),
    [AuthSubjects.challengeTwoFactor]: ({ twoFactor }, req) => twoFactor.challenge(req.caller),
    [AuthSubjects.verifyTwoFactor]: ({ twoFactor }, req) => twoFactor.verify(req),
    [AuthSubjects.disableTwoFactor]: ({ twoFactor }, req) => twoFactor.disable(req.caller),
  },
) {}
