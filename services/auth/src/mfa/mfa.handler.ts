import { Controller } from '@nestjs/common';
import { MfaSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { FactorsService } from './factors.service';
import { RecoveryCodesService } from './recovery-codes.service';

@Controller()
export class MfaHandler extends ForwardingHandler(
  { factors: FactorsService, recoveryCodes: RecoveryCodesService },
  {
    [MfaSubjects.enroll]: ({ factors }, req) => factors.enroll(req),
    [MfaSubjects.challenge]: ({ factors }, req) => factors.challenge(req),
    [MfaSubjects.verify]: ({ factors }, req) => factors.verify(req),
    [MfaSubjects.unenroll]: ({ factors }, req) => factors.unenroll(req),
    [MfaSubjects.list]: async ({ factors }, req) => ({ factors: await factors.list(req.userId) }),
    [MfaSubjects.recoveryCodesStatus]: ({ recoveryCodes }, req) => recoveryCodes.status(req.caller),
    [MfaSubjects.regenerateRecoveryCodes]: ({ recoveryCodes }, req) => recoveryCodes.regenerate(req.caller),
  },
) {}
