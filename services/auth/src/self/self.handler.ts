import { Controller } from '@nestjs/common';
import { AuthSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { SelfService } from './self.service';

@Controller()
export class SelfHandler extends ForwardingHandler(
  { self: SelfService },
  {
    [AuthSubjects.getSelf]: ({ self }, req) => self.get(req.caller),
    [AuthSubjects.updateSelf]: ({ self }, req) => self.update(req),
    [AuthSubjects.deleteSelf]: ({ self }, req) => self.delete(req),
  },
) {}
