import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ApprovalRequests, ApprovalSubjects } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { ApprovalsService } from './approvals.service';

type Req<S extends keyof ApprovalRequests> = ApprovalRequests[S]['request'];

@Controller()
export class ApprovalsHandler {
  constructor(private readonly approvals: ApprovalsService) {}

  @Handles(ApprovalSubjects.adjust)
  adjust(@Payload() req: Req<'admin.credits.adjust'>) {
    return this.approvals.adjust(req);
  }

  @Handles(ApprovalSubjects.approvePayment)
  approvePayment(@Payload() req: Req<'admin.payments.approve'>) {
    return this.approvals.approvePayment(req);
  }

  @Handles(ApprovalSubjects.refundPayment)
  refundPayment(@Payload() req: Req<'admin.payments.refund'>) {
    return this.approvals.refundPayment(req);
  }

  @Handles(ApprovalSubjects.reverseSpend)
  reverseSpend(@Payload() req: Req<'admin.spends.reverse'>) {
    return this.approvals.reverseSpend(req);
  }

  @Handles(ApprovalSubjects.list)
  list(@Payload() req: Req<'admin.approvals.list'>) {
    return this.approvals.list(req?.status ?? 'pending');
  }

  @Handles(ApprovalSubjects.approve)
  approve(@Payload() req: Req<'admin.approvals.approve'>) {
    return this.approvals.approve(req);
  }

  @Handles(ApprovalSubjects.cancel)
  cancel(@Payload() req: Req<'admin.approvals.cancel'>) {
    return this.approvals.cancel(req);
  }
}
