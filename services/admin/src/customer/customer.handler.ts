import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CustomerRequests, CustomerSubjects } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { CustomerService } from './customer.service';

type Req<S extends keyof CustomerRequests> = CustomerRequests[S]['request'];

@Controller()
export class CustomerHandler {
  constructor(private readonly customer: CustomerService) {}

  @Handles(CustomerSubjects.profile)
  profile(@Payload() req: Req<'admin.customer.profile'>) {
    return this.customer.profile(req.userId);
  }

  @Handles(CustomerSubjects.timeline)
  timeline(@Payload() req: Req<'admin.customer.timeline'>) {
    return this.customer.timeline(req.userId, req.before, req.limit, req.kind);
  }

  @Handles(CustomerSubjects.addNote)
  addNote(@Payload() req: Req<'admin.customer.add-note'>) {
    return this.customer.addNote(req.userId, req.body, req.actor);
  }
}
