import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ApprovalRequests, ApprovalSubjects } from '@storefront/contracts';
import { ApprovalsService } from './approvals.service';

type Req<S extends keyof ApprovalRequests> = ApprovalRequests[S]['request'];

@Controller()
export class ApprovalsHandler {
  constructor(private readonly approvals: ApprovalsService) {}

  @MessagePattern(ApprovalSubjects.adjust)
  adjust(@Payload() req: Req<'admin.credits.adjust'>) {
    return this.approvals.adjust(req);
  }

  @MessagePattern(ApprovalSubjects.approvePayment)
  approvePayment(@Payload() req: Req<'admin.payments.approve'>) {
    return this.approvals.approvePayment(req);
  }

  @MessagePattern(ApprovalSubjects.list)
  list(@Payload() req: Req<'admin.approvals.list'>) {
    return this.approvals.list(req?.status ?? 'pending');
  }

  @MessagePattern(ApprovalSubjects.approve)
  approve(@Payload() req: Req<'admin.approvals.approve'>) {
    return this.approvals.approve(req);
  }

  @MessagePattern(ApprovalSubjects.cancel)
  cancel(@Payload() req: Req<'admin.approvals.cancel'>) {
    return this.approvals.cancel(req);
  }
}
