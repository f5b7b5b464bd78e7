import { Controller } from '@nestjs/common';
import { AuthSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { RecoveryService } from './recovery.service';
import { RegistrationService } from './registration.service';
import { SignInService } from './sign-in.service';
import { VerificationService } from './verification.service';

/** Anonymous account flows: sign-up, codes, recovery and sign-in. */
@Controller()
export class AccountsHandler extends ForwardingHandler(
  {
    registration: RegistrationService,
    verification: VerificationService,
    recovery: RecoveryService,
    signIns: SignInService,
  },
  {
    [AuthSubjects.signUp]: ({ registration }, req) => registration.signUp(req),
    [AuthSubjects.resendCode]: ({ registration }, req) => registration.resend(req),
    [AuthSubjects.verifyCode]: ({ verification }, req) => verification.verify(req),
    [AuthSubjects.requestRecovery]: ({ recovery }, req) => recovery.request(req),
    [AuthSubjects.checkRecoveryCode]: ({ recovery }, req) => recovery.check(req),
    [AuthSubjects.resetPassword]: ({ recovery }, req) => recovery.reset(req),
    [AuthSubjects.signIn]: ({ signIns }, req) => signIns.signIn(req),
    [AuthSubjects.requestOtp]: ({ signIns }, req) => signIns.requestCode(req),
  },
) {}
