/**
 * Which account emails a user wants (Settings › Email preferences) and the balance under which
 * they are warned. Confirmed and partial payment emails are always sent: they say what was
 * credited.
 */
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { CREDIT_PACKS } from '../payments/credit-packs';
import { nested } from '../query-params';
import { LOW_BALANCE_THRESHOLD_MAX, type EmailPreferences } from './email-preference-rules';

/** `GET` and `PUT /api/account/email-preferences`. */
export interface EmailPreferencesView {
  preferences: EmailPreferences;
  low_balance_threshold: number;
}

export class EmailPreferencesPatch {
  @IsOptional()
  @IsBoolean({ message: 'preferences.payment_received must be true or false' })
  payment_received?: boolean;

  /** Accepted and ignored: always sent. */
  @IsOptional()
  @IsBoolean({ message: 'preferences.payment_confirmed must be true or false' })
  payment_confirmed?: boolean;

  /** Accepted and ignored: always sent. */
  @IsOptional()
  @IsBoolean({ message: 'preferences.payment_partial must be true or false' })
  payment_partial?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'preferences.payment_expired must be true or false' })
  payment_expired?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'preferences.payment_late must be true or false' })
  payment_late?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'preferences.payment_refunded must be true or false' })
  payment_refunded?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'preferences.low_balance must be true or false' })
  low_balance?: boolean;

  /** A sign-in from a device and address not used for 90 days. */
  @IsOptional()
  @IsBoolean({ message: 'preferences.new_sign_in must be true or false' })
  new_sign_in?: boolean;
}

/** `PUT /api/account/email-preferences`: what is left out stays as it was. */
export class UpdateEmailPreferencesBody {
  @IsOptional()
  @IsObject({ message: 'preferences must be an object' })
  @ValidateNested()
  @Transform(nested(EmailPreferencesPatch))
  preferences?: EmailPreferencesPatch;

  @IsOptional()
  @IsInt({ message: `low_balance_threshold must be a whole number from 0 to ${LOW_BALANCE_THRESHOLD_MAX}` })
  @Min(0, { message: `low_balance_threshold must be a whole number from 0 to ${LOW_BALANCE_THRESHOLD_MAX}` })
  @Max(LOW_BALANCE_THRESHOLD_MAX, {
    message: `low_balance_threshold must be a whole number from 0 to ${LOW_BALANCE_THRESHOLD_MAX}`,
  })
  low_balance_threshold?: number;
}

export class GetEmailPreferencesRequest {
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId: string;
}

export class UpdateEmailPreferencesRequest extends UpdateEmailPreferencesBody {
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId: string;
}

export const EmailPreferencesSubjects = {
  get: 'notifications.email-preferences.get',
  update: 'notifications.email-preferences.update',
} as const;

export type EmailPreferencesRequests = {
  'notifications.email-preferences.get': {
    request: GetEmailPreferencesRequest;
    reply: EmailPreferencesView;
  };
  'notifications.email-preferences.update': {
    request: UpdateEmailPreferencesRequest;
    reply: EmailPreferencesView;
  };
};

/**
 * The smallest pack that covers a week of the user's usual use (their spends of the last 30
 * days, per week), or the smallest pack without spends; the largest when none covers it.
 */
export function suggestedPack(spentLast30Days: number): number {
  const weekly = (spentLast30Days / 30) * 7;
  const need = weekly > 0 ? weekly : CREDIT_PACKS[0];
  return CREDIT_PACKS.find((pack) => pack >= need) ?? CREDIT_PACKS[CREDIT_PACKS.length - 1];
}
