// The payment page's rules as pure functions: ids, amounts, countdown, the payment's state, tx hash.
import { formatMinutesSeconds } from '@/lib/duration-format';
import { canMoveTo, isPaymentId, type PaymentCheck, type PaymentView } from './payment-contracts';

/** The payment is asked about this often while it is pending (spec section 9)… */
export const PAYMENT_CHECK_INTERVAL_MS = 10_000;
/**
 * …and this seldom while the live channel is up: its `payment:updated` pushes say each change
 * within a second, and this check only covers a push lost on the way.
 */
export const LIVE_PAYMENT_CHECK_INTERVAL_MS = 60_000;
/** A submitted transaction hash triggers a re-check this much later. */
export const TX_HASH_RECHECK_MS = 2000;
/** 'Payment not found' stays this long before the page moves on (to the cart's checkout or the packs). */
export const NOT_FOUND_REDIRECT_MS = 3000;

/** A missing id, the literal 'crypto' (the old checkout path) or anything not a payment id. */
export function isValidPaymentRouteId(id: string | undefined | null): id is string {
  return !!id && id !== 'crypto' && isPaymentId(id);
}

/** The page writes an amount with at least this many decimals ("0.500000 ETH"). */
export const PAYMENT_AMOUNT_DECIMALS = 6;

const EXACT_AMOUNT = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  minimumFractionDigits: PAYMENT_AMOUNT_DECIMALS,
  maximumFractionDigits: 20,
});

/**
 * The crypto amount to send, exactly as the provider asks for it (0.00233333 BTC, never rounded
 * to 0.002334): shown, copied and in the instructions alike, so what the payer sends is what the
 * provider waits for. With a decimal point and no grouping, as wallets take it, whatever the
 * page's language; at least 6 decimals, and every decimal the provider gave.
 */
export function formatPaymentCryptoAmount(amount: number): string {
  return EXACT_AMOUNT.format(amount);
}

/** Whole seconds until `expiresAt` (rounded up), 0 once it has passed. */
export function secondsUntil(expiresAt: string, now: number): number {
  const ms = Date.parse(expiresAt) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** "59:07", or null once the payment window has closed (the page shows 'Expired'). */
export function formatPaymentCountdown(secondsLeft: number): string | null {
  return secondsLeft > 0 ? formatMinutesSeconds(secondsLeft) : null;
}

/**
 * What a Lightning payment's QR code holds: its BOLT11 invoice behind `lightning:`, in upper case,
 * which wallets read and which draws a less dense code.
 */
export function lightningUri(invoice: string): string {
  return `lightning:${invoice}`.toUpperCase();
}

export type TxHashProblem = 'required';

export function txHashProblem(value: string): TxHashProblem | undefined {
  return value.trim() ? undefined : 'required';
}

/** Paid in full, or partially paid and final (its smaller credits were granted). */
export function isPaid(payment: Pick<PaymentView, 'status'>): boolean {
  return payment.status === 'paid' || payment.status === 'partially_paid';
}

/** What the 10-second check would answer about this payment (the server's own rule). */
export function paymentCheckOf(payment: Pick<PaymentView, 'status' | 'confirmations'>): PaymentCheck {
  return { status: isPaid(payment) ? 'confirmed' : 'pending', confirmations: payment.confirmations };
}

type PaymentProgress = Pick<PaymentView, 'status' | 'confirmations'> &
  Partial<Pick<PaymentView, 'creditsAdded' | 'creditsReversedAt'>>;

/**
 * Whether a pushed payment says something newer than the one shown. Pushes from several gateway
 * replicas may arrive out of order: one of an earlier stage (confirming after paid) or with fewer
 * confirmations is old news, since a payment's status only moves forward.
 */
export function isNewerPaymentView(shown: PaymentProgress | undefined, pushed: PaymentProgress): boolean {
  if (!shown) return true;
  if (pushed.status === shown.status) {
    // Credits once added stay added, and once taken back stay taken back: a push from before
    // either is older, whatever it counts.
    if (shown.creditsAdded && !pushed.creditsAdded) return false;
    if (shown.creditsReversedAt && !pushed.creditsReversedAt) return false;
    return pushed.confirmations >= shown.confirmations;
  }
  return canMoveTo(shown.status, pushed.status);
}

/**
 * Where a payment stands, as the page tells it. Only `awaiting` can be paid; every other phase
 * shows what happened instead of a QR code, an address and a countdown.
 */
export type PaymentPhase =
  /** Nothing seen yet and the window is open: what to send, where, and the time left. */
  | 'awaiting'
  /** Money seen, waiting for the network's confirmations (`late`: it came after the window closed). */
  | 'confirming'
  | 'confirming-late'
  | 'paid'
  /** Less than asked arrived: credited for that, and closed. */
  | 'partly-paid'
  /** The window closed with nothing received (late money is still watched for). */
  | 'expired'
  | 'failed'
  /** Refunded before any credits were added. */
  | 'refunded'
  /** Refunded after the credits were added; they are still on the balance while it is reviewed. */
  | 'refunded-credits-kept'
  /** Refunded, and the credits it had added were taken back (its receipt is voided). */
  | 'refunded-credits-reversed';

/** The status badge: its word (payment.statuses.*) and tone. */
export type PaymentBadge =
  'pending' | 'confirming' | 'confirmed' | 'partlyPaid' | 'expired' | 'failed' | 'refunded';
export type PaymentTone = 'brand' | 'gold' | 'neutral' | 'danger';

export interface PaymentState {
  phase: PaymentPhase;
  badge: PaymentBadge;
  tone: PaymentTone;
  /** Shown only when above 0. */
  confirmations: number | null;
}

const BADGES: Record<PaymentPhase, [PaymentBadge, PaymentTone]> = {
  awaiting: ['pending', 'gold'],
  confirming: ['confirming', 'neutral'],
  'confirming-late': ['confirming', 'neutral'],
  paid: ['confirmed', 'brand'],
  'partly-paid': ['partlyPaid', 'gold'],
  expired: ['expired', 'danger'],
  failed: ['failed', 'danger'],
  refunded: ['refunded', 'neutral'],
  'refunded-credits-kept': ['refunded', 'gold'],
  'refunded-credits-reversed': ['refunded', 'neutral'],
};

function phaseOf(
  payment: Pick<PaymentView, 'status' | 'creditsAdded' | 'creditsReversedAt'>,
  secondsLeft: number,
): PaymentPhase {
  switch (payment.status) {
    case 'waiting':
      // The server's word on the expiry follows the countdown's end by a moment.
      return secondsLeft > 0 ? 'awaiting' : 'expired';
    case 'confirming':
      return secondsLeft > 0 ? 'confirming' : 'confirming-late';
    case 'paid':
      return 'paid';
    case 'partially_paid':
      return 'partly-paid';
    case 'expired':
      return 'expired';
    case 'failed':
      return 'failed';
    case 'refunded':
      if (!payment.creditsAdded) return 'refunded';
      return payment.creditsReversedAt ? 'refunded-credits-reversed' : 'refunded-credits-kept';
  }
}

/**
 * The one reading of a payment the page's badge, headline and text all come from. `check` is the
 * latest 10-second check: its confirmations may be ahead of the payment read earlier.
 */
export function paymentState(
  payment: Pick<PaymentView, 'status' | 'confirmations' | 'creditsAdded' | 'creditsReversedAt'>,
  secondsLeft: number,
  check?: PaymentCheck,
): PaymentState {
  const phase = phaseOf(payment, secondsLeft);
  const [badge, tone] = BADGES[phase];
  const confirmations = Math.max(payment.confirmations, check?.confirmations ?? 0);
  return { phase, badge, tone, confirmations: confirmations > 0 ? confirmations : null };
}

/** How to draw the server's QR code: a data-URL (or web) image as is, any other text as a QR of it. */
export function qrCodeSource(
  qrCode: string | null | undefined,
): { kind: 'image'; src: string } | { kind: 'value'; value: string } | null {
  if (!qrCode) return null;
  if (/^data:image\//.test(qrCode) || /^https?:\/\//.test(qrCode)) return { kind: 'image', src: qrCode };
  return { kind: 'value', value: qrCode };
}
