import { Transform } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { IsEmailAddress } from '../email-address';
import { TEXT_LANGUAGES, type TextLanguage } from '../stored-texts/stored-texts';
import { emptyToUndefined, IntegerParam, nested } from '../query-params';

export const EmailSubjects = {
  /** Queue an email for delivery (retried until the SMTP server takes it). */
  send: 'notifications.email.send',
  /** Development mailbox: the mails stored when no SMTP_URL is configured. Refused in production. */
  listMailbox: 'notifications.mailbox.list',
} as const;

export const EMAIL_TEMPLATES = [
  'signup-code',
  'recovery-code',
  'two-factor-code',
  'reauthentication-code',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

export interface SendEmailRequest {
  to: string;
  template: EmailTemplate;
  /** Template values, e.g. `{ code: '123456', firstName: 'Ada' }`. */
  data: { code: string; firstName?: string };
  /** The recipient's language; a request without one (older senders) is written in English. */
  language?: TextLanguage;
}

export interface SendEmailReply {
  queued: true;
}

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface ListMailboxRequest {
  to?: string;
  limit?: number;
}

export interface ListMailboxReply {
  /** Newest first. */
  messages: DevMail[];
  /** 'smtp' when SMTP_URL is set: mails then leave through the server and this list stays empty. */
  delivery: 'smtp' | 'dev-mailbox';
}

export const MAILBOX_LIST_MAX = 200;

/** The values every code template understands; unknown keys are dropped by validation. */
export class EmailTemplateDataDto {
  @IsString({ message: 'data.code must be a string of 6 digits' })
  @Matches(/^\d{6}$/, { message: 'data.code must be 6 digits' })
  code: string;

  @IsOptional()
  @IsString({ message: 'data.firstName must be a string' })
  @MaxLength(100, { message: 'data.firstName must be at most 100 characters' })
  firstName?: string;
}

export class SendEmailDto {
  @IsEmailAddress({ message: 'to must be an email address' })
  @MaxLength(320)
  to: string;

  @IsIn(EMAIL_TEMPLATES, { message: `template must be one of ${EMAIL_TEMPLATES.join(', ')}` })
  template: EmailTemplate;

  @IsObject({ message: 'data must be an object' })
  @ValidateNested()
  @Transform(nested(EmailTemplateDataDto))
  data: EmailTemplateDataDto;

  @IsOptional()
  @IsIn(TEXT_LANGUAGES, { message: `language must be one of ${TEXT_LANGUAGES.join(', ')}` })
  language?: TextLanguage;
}

/** Also the query of `GET /dev/mailbox(.json)`, hence the number conversion. */
export class ListMailboxDto implements ListMailboxRequest {
  // An emptied filter box submits `to=`, which means no filter.
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmailAddress({ message: 'to must be an email address' })
  to?: string;

  @IntegerParam({ min: 1, max: MAILBOX_LIST_MAX })
  limit?: number;
}

export type EmailRequests = {
  'notifications.email.send': { request: SendEmailRequest; reply: SendEmailReply };
  'notifications.mailbox.list': { request: ListMailboxRequest; reply: ListMailboxReply };
};
