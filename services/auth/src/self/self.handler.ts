import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AuthSubjects, Caller, DeleteSelfRequest, UpdateSelfRequest } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { SelfService } from './self.service';

@Controller()
export class SelfHandler {
  constructor(private readonly self: SelfService) {}

  @Handles(AuthSubjects.getSelf)
  get(@Payload() req: { caller: Caller }) {
    return this.self.get(req.caller);
  }

  @Handles(AuthSubjects.updateSelf)
  update(@Payload() req: UpdateSelfRequest) {
    return this.self.update(req);
  }

  @Handles(AuthSubjects.deleteSelf)
  delete(@Payload() req: DeleteSelfRequest) {
    return this.self.delete(req);
  }
}
