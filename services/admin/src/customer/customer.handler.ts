import { Controller } from '@nestjs/common';
import { CustomerSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { CustomerService } from './customer.service';

@Controller()
export class CustomerHandler extends ForwardingHandler(
  { customer: CustomerService },
  {
    [CustomerSubjects.profile]: ({ customer }, req) => customer.profile(req.userId),
    [CustomerSubjects.timeline]: ({ customer }, req) =>
      customer.timeline(req.userId, req.before, req.limit, req.kind),
    [CustomerSubjects.addNote]: ({ customer }, req) => customer.addNote(req.userId, req.body, req.actor),
  },
) {}
