import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AccountSessionRequests, AccountSessionSubjects } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { ChoosePasswordService } from './choose-password.service';

type Req<S extends keyof AccountSessionRequests> = AccountSessionRequests[S]['request'];

@Controller()
export class SignUpConfirmationHandler {
  constructor(private readonly choosePassword: ChoosePasswordService) {}

  @Handles(AccountSessionSubjects.choosePassword)
  choose(@Payload() req: Req<typeof AccountSessionSubjects.choosePassword>) {
    return this.choosePassword.choose(req.caller, req.password);
  }
}
