import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  Caller,
  PasskeyRegisterRequest,
  PasskeyRegistrationOptionsRequest,
  PasskeyRequest,
  PasskeySignInOptionsRequest,
  PasskeySignInRequest,
  PasskeyStepUpOptionsRequest,
  PasskeyStepUpRequest,
  PasskeySubjects,
  RenamePasskeyRequest,
} from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { PasskeyRegistrationService } from './passkey-registration.service';
import { PasskeySignInService } from './passkey-sign-in.service';
import { PasskeyStepUpService } from './passkey-step-up.service';
import { PasskeysService } from './passkeys.service';

@Controller()
export class PasskeysHandler {
  constructor(
    private readonly registration: PasskeyRegistrationService,
    private readonly signIns: PasskeySignInService,
    private readonly stepUps: PasskeyStepUpService,
    private readonly passkeys: PasskeysService,
  ) {}

  @Handles(PasskeySubjects.registrationOptions)
  registrationOptions(@Payload() req: PasskeyRegistrationOptionsRequest) {
    return this.registration.options(req);
  }

  @Handles(PasskeySubjects.register)
  register(@Payload() req: PasskeyRegisterRequest) {
    return this.registration.register(req);
  }

  @Handles(PasskeySubjects.signInOptions)
  signInOptions(@Payload() req: PasskeySignInOptionsRequest) {
    return this.signIns.options(req);
  }

  @Handles(PasskeySubjects.signIn)
  signIn(@Payload() req: PasskeySignInRequest) {
    return this.signIns.signIn(req);
  }

  @Handles(PasskeySubjects.stepUpOptions)
  stepUpOptions(@Payload() req: PasskeyStepUpOptionsRequest) {
    return this.stepUps.options(req);
  }

  @Handles(PasskeySubjects.secondFactor)
  secondFactor(@Payload() req: PasskeyStepUpRequest) {
    return this.stepUps.secondFactor(req);
  }

  @Handles(PasskeySubjects.reauthenticate)
  reauthenticate(@Payload() req: PasskeyStepUpRequest) {
    return this.stepUps.reauthenticate(req);
  }

  @Handles(PasskeySubjects.list)
  list(@Payload() req: { caller: Caller }) {
    return this.passkeys.list(req.caller);
  }

  @Handles(PasskeySubjects.rename)
  rename(@Payload() req: RenamePasskeyRequest) {
    return this.passkeys.rename(req);
  }

  @Handles(PasskeySubjects.remove)
  remove(@Payload() req: PasskeyRequest) {
    return this.passkeys.remove(req);
  }
}
