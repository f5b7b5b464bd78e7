/**
 * Why an administrator changed a balance by hand: a code from a short list and a free text. Both
 * are stored on the ledger row and shown in the history. The free text is required for `other`.
 */
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Constructor } from '../query-params';
import { IsOptionalText } from '../text-fields';

export const CREDIT_REASONS = ['goodwill', 'correction', 'off_platform_payment', 'fraud', 'other'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const CREDIT_REASON_NOTE_MAX = 500;

export const CREDIT_REASON_MESSAGES = {
  reasonRequired:
    'Un motif est requis : geste commercial, correction, paiement hors plateforme, fraude ou autre',
  noteRequired: 'Précisez le motif « autre »',
} as const;

/** The reason fields of a body that changes credits by hand (adjust, edit's credits). */
export const CREDIT_REASON_FIELDS = ['reason', 'reason_note'] as const;

/** A manual credit change's reason, as stored and shown. */
export interface CreditChangeReason {
  code: CreditReason;
  note: string;
}

/** Validation of `reason` and `reason_note`; `creditReasonOf` adds that `other` needs the text. */
export class CreditReasonBody {
  @IsIn(CREDIT_REASONS, { message: CREDIT_REASON_MESSAGES.reasonRequired })
  reason: CreditReason;

  @IsOptional()
  @IsString({ message: CREDIT_REASON_MESSAGES.noteRequired })
  @MaxLength(CREDIT_REASON_NOTE_MAX)
  reason_note?: string;
}

/** The same, optional, on `Base`: an edit that leaves the credits alone sends none. */
export function WithOptionalCreditReason<B extends Constructor>(Base: B = class {} as B) {
  class OptionalCreditReason extends Base {
    /** Why the credits change: required whenever they do. */
    @IsOptional()
    @IsIn(CREDIT_REASONS, { message: CREDIT_REASON_MESSAGES.reasonRequired })
    reason?: CreditReason;

    @IsOptionalText(CREDIT_REASON_NOTE_MAX)
    reason_note?: string;
  }
  return OptionalCreditReason;
}

export class OptionalCreditReasonBody extends WithOptionalCreditReason() {}

/** The stored reason of a request, or the message saying what is missing. */
export function creditReasonOf(
  reason: unknown,
  note: unknown,
): { ok: true; reason: CreditChangeReason } | { ok: false; message: string } {
  if (typeof reason !== 'string' || !(CREDIT_REASONS as readonly string[]).includes(reason))
    return { ok: false, message: CREDIT_REASON_MESSAGES.reasonRequired };
  const text = typeof note === 'string' ? note.trim().slice(0, CREDIT_REASON_NOTE_MAX) : '';
  if (reason === 'other' && !text) return { ok: false, message: CREDIT_REASON_MESSAGES.noteRequired };
  return { ok: true, reason: { code: reason as CreditReason, note: text } };
}
