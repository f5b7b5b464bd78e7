import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Caller,
  EnrollFactorRequest,
  FactorRequest,
  MfaSubjects,
  RequestMap,
  VerifyFactorRequest,
} from '@storefront/contracts';
import { FactorsService } from './factors.service';
import { RecoveryCodesService } from './recovery-codes.service';

type Reply<S extends keyof RequestMap> = Promise<RequestMap[S]['reply']>;

@Controller()
export class MfaHandler {
  constructor(
    private readonly factors: FactorsService,
    private readonly recoveryCodes: RecoveryCodesService,
  ) {}

  @MessagePattern(MfaSubjects.enroll)
  enroll(@Payload() req: EnrollFactorRequest): Reply<'auth.factor.enroll'> {
    return this.factors.enroll(req);
  }

  @MessagePattern(MfaSubjects.challenge)
  challenge(@Payload() req: FactorRequest): Reply<'auth.factor.challenge'> {
    return this.factors.challenge(req);
  }

  @MessagePattern(MfaSubjects.verify)
  verify(@Payload() req: VerifyFactorRequest): Reply<'auth.factor.verify'> {
    return this.factors.verify(req);
  }

  @MessagePattern(MfaSubjects.unenroll)
  unenroll(@Payload() req: FactorRequest): Reply<'auth.factor.unenroll'> {
    return this.factors.unenroll(req);
  }

  @MessagePattern(MfaSubjects.list)
  async list(@Payload() req: { userId: string }): Reply<'auth.factor.list'> {
    return { factors: await this.factors.list(req.userId) };
  }

  @MessagePattern(MfaSubjects.recoveryCodesStatus)
  status(@Payload() req: { caller: Caller }): Reply<'auth.recovery-codes.status'> {
    return this.recoveryCodes.status(req.caller);
  }

  @MessagePattern(MfaSubjects.regenerateRecoveryCodes)
  regenerate(@Payload() req: { caller: Caller }): Reply<'auth.recovery-codes.regenerate'> {
    return this.recoveryCodes.regenerate(req.caller);
  }
}
