import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EmailSubjects,
  ListMailboxDto,
  ListMailboxReply,
  SendEmailDto,
  SendEmailReply,
} from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { EmailService } from './email.service';

@Controller()
export class EmailHandler {
  constructor(private readonly email: EmailService) {}

  @Handles(EmailSubjects.send)
  send(@Payload() request: SendEmailDto): Promise<SendEmailReply> {
    return this.email.send(request);
  }

  @Handles(EmailSubjects.listMailbox)
  listMailbox(@Payload() request: ListMailboxDto): Promise<ListMailboxReply> {
    return this.email.listMailbox(request);
  }
}
