import { DevMailboxRepository } from './dev-mailbox.repository';
import { MailTransport, OutgoingMail } from './mail-transport';

/** Keeps mails in a table so a fresh development machine can read its codes without SMTP. */
export class DevMailboxTransport extends MailTransport {
  readonly kind = 'dev-mailbox';

  constructor(private readonly mailbox: DevMailboxRepository) {
    super();
  }

  deliver(mail: OutgoingMail): Promise<void> {
    return this.mailbox.store(mail);
  }
}
