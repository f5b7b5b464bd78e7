import { Controller } from '@nestjs/common';
import { EmailSubjects, ListMailboxDto, SendEmailDto } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { EmailService } from './email.service';

@Controller()
export class EmailHandler extends ForwardingHandler(
  { email: EmailService },
  {
    [EmailSubjects.send]: [SendEmailDto, ({ email }, req) => email.send(req)],
    [EmailSubjects.listMailbox]: [ListMailboxDto, ({ email }, req) => email.listMailbox(req)],
  },
) {}
