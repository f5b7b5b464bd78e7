// The payment page's rules as pure functions: ids, amounts, countdown, status strip, tx hash.
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

export const PAYMENT_AMOUNT_DECIMALS = 6;
const PAYMENT_AMOUNT_SCALE = 10 ** PAYMENT_AMOUNT_DECIMALS;
/** Below a millionth of the last decimal, a product like 0.0005 × 10⁶ = 500.00000000000006 is exact. */
const FLOAT_NOISE = 1e-6;

/**
 * The crypto amount to send, as the page shows it: 6 decimals, rounded up. The provider may ask
 * for more decimals (0.00038421 BTC); rounded to the nearest, "send exactly 0.000384" would have the
 * payer send less than asked, an underpaid and partially credited payment. Rounded up it is at
 * most a millionth of a coin more (0.000385), which the provider takes as paid. The copy button
 * and the instructions use this same figure.
 */
export function formatPaymentCryptoAmount(amount: number): string {
  const units = Math.ceil(amount * PAYMENT_AMOUNT_SCALE - FLOAT_NOISE);
  return (units / PAYMENT_AMOUNT_SCALE).toFixed(PAYMENT_AMOUNT_DECIMALS);
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

export type TxHashProblem = 'required';

export function txHashProblem(value: string): TxHashProblem | undefined {
  return value.trim() ? undefined : 'required';
}

export interface StatusStrip {
  status: 'confirmed' | 'pending';
  /** Shown only when above 0. */
  confirmations: number | null;
}

/**
 * The status strip, from the latest check when there is one, otherwise from the payment itself:
 * paid is Confirmed, anything else Pending.
 */
export function statusStrip(
  payment: Pick<PaymentView, 'status' | 'confirmations'>,
  check?: PaymentCheck,
): StatusStrip {
  const status = check?.status ?? (payment.status === 'paid' ? 'confirmed' : 'pending');
  const confirmations = check?.confirmations ?? payment.confirmations;
  return { status, confirmations: confirmations > 0 ? confirmations : null };
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
  Partial<Pick<PaymentView, 'creditsAdded'>>;

/**
 * Whether a pushed payment says something newer than the one shown. Pushes from several gateway
 * replicas may arrive out of order: one of an earlier stage (confirming after paid) or with fewer
 * confirmations is old news, since a payment's status only moves forward.
 */
export function isNewerPaymentView(shown: PaymentProgress | undefined, pushed: PaymentProgress): boolean {
  if (!shown) return true;
  if (pushed.status === shown.status) {
    // Credits once added stay added: a push from before the grant is older, whatever it counts.
    if (shown.creditsAdded && !pushed.creditsAdded) return false;
    return pushed.confirmations >= shown.confirmations;
  }
  return canMoveTo(shown.status, pushed.status);
}

/**
 * The note under the amount of a payment not paid yet: money seen and being confirmed (late, after
 * the window closed: the payment was reopened), the window closed with nothing received, or an end
 * without credits. Null while simply waiting.
 */
export type PaymentNotice = 'received' | 'received-late' | 'expired' | 'failed' | 'refunded';

export function paymentNotice(
  payment: Pick<PaymentView, 'status'>,
  secondsLeft: number,
): PaymentNotice | null {
  switch (payment.status) {
    case 'confirming':
      return secondsLeft > 0 ? 'received' : 'received-late';
    case 'expired':
      return 'expired';
    case 'failed':
      return 'failed';
    case 'refunded':
      return 'refunded';
    case 'waiting':
      return secondsLeft > 0 ? null : 'expired';
    default:
      return null;
  }
}

/** How to draw the server's QR code: a data-URL (or web) image as is, any other text as a QR of it. */
export function qrCodeSource(
  qrCode: string | null | undefined,
): { kind: 'image'; src: string } | { kind: 'value'; value: string } | null {
  if (!qrCode) return null;
  if (/^data:image\//.test(qrCode) || /^https?:\/\//.test(qrCode)) return { kind: 'image', src: qrCode };
  return { kind: 'value', value: qrCode };
}
