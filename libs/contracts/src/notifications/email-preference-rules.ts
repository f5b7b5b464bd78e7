/** The account emails a user may turn off, and the low-balance warning's threshold. */
export const EMAIL_PREFERENCE_KEYS = [
  'payment_received',
  'payment_confirmed',
  'payment_partial',
  'payment_expired',
  'payment_late',
  'payment_refunded',
  'low_balance',
  'new_sign_in',
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];

/** Sent whatever the user chooses. */
export const ALWAYS_SENT_EMAILS = ['payment_confirmed', 'payment_partial'] as const;
type AlwaysSentEmail = (typeof ALWAYS_SENT_EMAILS)[number];

/** The emails a user may switch off: every one but those always sent, in the same order. */
export const SWITCHABLE_EMAILS = EMAIL_PREFERENCE_KEYS.filter(
  (key): key is Exclude<EmailPreferenceKey, AlwaysSentEmail> =>
    !(ALWAYS_SENT_EMAILS as readonly string[]).includes(key),
);

/** The emails about a payment, as the settings list them. */
export const PAYMENT_EMAILS = EMAIL_PREFERENCE_KEYS.filter((key) => key.startsWith('payment_'));

export type EmailPreferences = Record<Exclude<EmailPreferenceKey, AlwaysSentEmail>, boolean> & {
  payment_confirmed: true;
  payment_partial: true;
};

/** Everything on except the quiet one: an expiry with nothing received. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  payment_received: true,
  payment_confirmed: true,
  payment_partial: true,
  payment_expired: false,
  payment_late: true,
  payment_refunded: true,
  low_balance: true,
  new_sign_in: true,
};

/** Credits under which the user is warned; 0 turns the warning off. */
export const DEFAULT_LOW_BALANCE_THRESHOLD = 10;
export const LOW_BALANCE_THRESHOLD_MAX = 100_000;
