import { Controller } from '@nestjs/common';
import { ApprovalSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { ApprovalsService } from './approvals.service';

@Controller()
export class ApprovalsHandler extends ForwardingHandler(
  { approvals: ApprovalsService },
  {
    [ApprovalSubjects.adjust]: ({ approvals }, req) => approvals.adjust(req),
    [ApprovalSubjects.approvePayment]: ({ approvals }, req) => approvals.approvePayment(req),
    [ApprovalSubjects.refundPayment]: ({ approvals }, req) => approvals.refundPayment(req),
    [ApprovalSubjects.reverseSpend]: ({ approvals }, req) => approvals.reverseSpend(req),
    [ApprovalSubjects.list]: ({ approvals }, req) => approvals.list(req?.status ?? 'pending'),
    [ApprovalSubjects.approve]: ({ approvals }, req) => approvals.approve(req),
    [ApprovalSubjects.cancel]: ({ approvals }, req) => approvals.cancel(req),
  },
) {}
