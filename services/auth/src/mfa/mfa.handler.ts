import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  Caller,
  EnrollFactorRequest,
  FactorRequest,
  MfaSubjects,
  VerifyFactorRequest,
} from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { FactorsService } from './factors.service';
import { RecoveryCodesService } from './recovery-codes.service';

@Controller()
export class MfaHandler {
  constructor(
    private readonly factors: FactorsService,
    private readonly recoveryCodes: RecoveryCodesService,
  ) {}

  @Handles(MfaSubjects.enroll)
  enroll(@Payload() req: EnrollFactorRequest) {
    return this.factors.enroll(req);
  }

  @Handles(MfaSubjects.challenge)
  challenge(@Payload() req: FactorRequest) {
    return this.factors.challenge(req);
  }

  @Handles(MfaSubjects.verify)
  verify(@Payload() req: VerifyFactorRequest) {
    return this.factors.verify(req);
  }

  @Handles(MfaSubjects.unenroll)
  unenroll(@Payload() req: FactorRequest) {
    return this.factors.unenroll(req);
  }

  @Handles(MfaSubjects.list)
  async list(@Payload() req: { userId: string }) {
    return { factors: await this.factors.list(req.userId) };
  }

  @Handles(MfaSubjects.recoveryCodesStatus)
  status(@Payload() req: { caller: Caller }) {
    return this.recoveryCodes.status(req.caller);
  }

  @Handles(MfaSubjects.regenerateRecoveryCodes)
  regenerate(@Payload() req: { caller: Caller }) {
    return this.recoveryCodes.regenerate(req.caller);
  }
}
