import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
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

  @MessagePattern(AuthSubjects.signUp)
  signUp(@Payload() req: SignUpRequest) {
    return this.registration.signUp(req);
  }

  @MessagePattern(AuthSubjects.resendCode)
  resend(@Payload() req: ResendCodeRequest) {
    return this.registration.resend(req);
  }

  @MessagePattern(AuthSubjects.verifyCode)
  verify(@Payload() req: VerifyCodeRequest) {
    return this.verification.verify(req);
  }

  @MessagePattern(AuthSubjects.requestRecovery)
  requestRecovery(@Payload() req: EmailRequest) {
    return this.recovery.request(req);
  }

  @MessagePattern(AuthSubjects.checkRecoveryCode)
  checkRecoveryCode(@Payload() req: CheckRecoveryCodeRequest) {
    return this.recovery.check(req);
  }

  @MessagePattern(AuthSubjects.resetPassword)
  resetPassword(@Payload() req: ResetPasswordRequest) {
    return this.recovery.reset(req);
  }

  @MessagePattern(AuthSubjects.signIn)
  signIn(@Payload() req: SignInRequest) {
    return this.signIns.signIn(req);
  }

  @MessagePattern(AuthSubjects.requestOtp)
  requestOtp(@Payload() req: EmailRequest) {
    return this.signIns.requestCode(req);
  }
}
