import { Controller } from '@nestjs/common';
import { PasskeySubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { PasskeyRegistrationService } from './passkey-registration.service';
import { PasskeySignInService } from './passkey-sign-in.service';
import { PasskeyStepUpService } from './passkey-step-up.service';
import { PasskeysService } from './passkeys.service';

@Controller()
export class PasskeysHandler extends ForwardingHandler(
  {
    registration: PasskeyRegistrationService,
    signIns: PasskeySignInService,
    stepUps: PasskeyStepUpService,
    passkeys: PasskeysService,
  },
  {
    [PasskeySubjects.registrationOptions]: ({ registration }, req) => registration.options(req),
    [PasskeySubjects.register]: ({ registration }, req) => registration.register(req),
    [PasskeySubjects.signInOptions]: ({ signIns }, req) => signIns.options(req),
    [PasskeySubjects.signIn]: ({ signIns }, req) => signIns.signIn(req),
    [PasskeySubjects.stepUpOptions]: ({ stepUps }, req) => stepUps.options(req),
    [PasskeySubjects.secondFactor]: ({ stepUps }, req) => stepUps.secondFactor(req),
    [PasskeySubjects.reauthenticate]: ({ stepUps }, req) => stepUps.reauthenticate(req),
    [PasskeySubjects.list]: ({ passkeys }, req) => passkeys.list(req.caller),
    [PasskeySubjects.rename]: ({ passkeys }, req) => passkeys.rename(req),
    [PasskeySubjects.remove]: ({ passkeys }, req) => passkeys.remove(req),
  },
) {}
