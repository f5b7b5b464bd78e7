import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthSubjects, Caller, DeleteSelfRequest, UpdateSelfRequest } from '@storefront/contracts';
import { SelfService } from './self.service';

@Controller()
export class SelfHandler {
  constructor(private readonly self: SelfService) {}

  @MessagePattern(AuthSubjects.getSelf)
  get(@Payload() req: { caller: Caller }) {
    return this.self.get(req.caller);
  }

  @MessagePattern(AuthSubjects.updateSelf)
  update(@Payload() req: UpdateSelfRequest) {
    return this.self.update(req);
  }

  @MessagePattern(AuthSubjects.deleteSelf)
  delete(@Payload() req: DeleteSelfRequest) {
    return this.self.delete(req);
  }
}
