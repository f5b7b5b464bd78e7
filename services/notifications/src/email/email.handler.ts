import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EmailSubjects,
  ListMailboxDto,
  ListMailboxReply,
  SendEmailDto,
  SendEmailReply,
} from '@storefront/contracts';
import { EmailService } from './email.service';

@Controller()
export class EmailHandler {
  constructor(private readonly email: EmailService) {}

  @MessagePattern(EmailSubjects.send)
  send(@Payload() request: SendEmailDto): Promise<SendEmailReply> {
    return this.email.send(request);
  }

  @MessagePattern(EmailSubjects.listMailbox)
  listMailbox(@Payload() request: ListMailboxDto): Promise<ListMailboxReply> {
    return this.email.listMailbox(request);
  }
}
