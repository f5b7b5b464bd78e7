import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AuthSubjects,
  CheckRecoveryCodeRequest,
  EmailRequest,
  ResendCodeRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  VerifyCodeRequest,
} from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { RecoveryService } from './recovery.service';
import { RegistrationService } from './registration.service';
import { SignInService } from './sign-in.service';
import { VerificationService } from './verification.service';

/** Anonymous account flows: sign-up, codes, recovery and sign-in. */
@Controller()
export class AccountsHandler {
  constructor(
    private readonly registration: RegistrationService,
    private readonly verification: VerificationService,
    private readonly recovery: RecoveryService,
    private readonly signIns: SignInService,
  ) {}

  @Handles(AuthSubjects.signUp)
  signUp(@Payload() req: SignUpRequest) {
    return this.registration.signUp(req);
  }

  @Handles(AuthSubjects.resendCode)
  resend(@Payload() req: ResendCodeRequest) {
    return this.registration.resend(req);
  }

  @Handles(AuthSubjects.verifyCode)
  verify(@Payload() req: VerifyCodeRequest) {
    return this.verification.verify(req);
  }

  @Handles(AuthSubjects.requestRecovery)
  requestRecovery(@Payload() req: EmailRequest) {
    return this.recovery.request(req);
  }

  @Handles(AuthSubjects.checkRecoveryCode)
  checkRecoveryCode(@Payload() req: CheckRecoveryCodeRequest) {
    return this.recovery.check(req);
  }

  @Handles(AuthSubjects.resetPassword)
  resetPassword(@Payload() req: ResetPasswordRequest) {
    return this.recovery.reset(req);
  }

  @Handles(AuthSubjects.signIn)
  signIn(@Payload() req: SignInRequest) {
    return this.signIns.signIn(req);
  }

  @Handles(AuthSubjects.requestOtp)
  requestOtp(@Payload() req: EmailRequest) {
    return this.signIns.requestCode(req);
  }
}
