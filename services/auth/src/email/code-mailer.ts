import { Injectable } from '@nestjs/common';
import { EmailSubjects, EmailTemplate, TextLanguage } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import type { CodePurpose } from '../codes/one-time-code.entity';

const TEMPLATES: Record<CodePurpose, EmailTemplate> = {
  signup: 'signup-code',
  recovery: 'recovery-code',
  two_factor: 'two-factor-code',
  reauthentication: 'reauthentication-code',
  // A sign-in code proves the same thing as a two-factor code; the contract has no separate template.
  magiclink: 'two-factor-code',
};

/** The recipient of a code: where it goes, how the mail greets them and in which language. */
export interface CodeRecipient {
  email: string;
  firstName: string;
  language: TextLanguage;
}

/** Hands a code to the notifications service's outbox; rejects when it is not accepted. */
@Injectable()
export class CodeMailer {
  constructor(private readonly bus: MessageBus) {}

  async send(to: CodeRecipient, purpose: CodePurpose, code: string): Promise<void> {
    await this.bus.request(EmailSubjects.send, {
      to: to.email,
      template: TEMPLATES[purpose],
      data: { code, firstName: to.firstName },
      language: to.language,
    });
  }
}
