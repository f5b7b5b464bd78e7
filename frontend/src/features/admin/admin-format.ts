// How the back office writes dates, numbers and money: in the back office's language (French unless
// the administrator switched to English), read at each call so a switch takes effect at the next render.
// Numbers are the storefront's (lib/format.ts) in that language; dates and money have the back
// office's own, denser styles.
import { cryptoTicker } from '@storefront/contracts/browser';
import { i18n } from '@/lib/i18n/i18n';
import {
  formatCoinAmount,
  formatNumber as formatNumberIn,
  formatRate as formatRateIn,
  localeTag,
} from '@/lib/format';

const language = () => i18n.language ?? 'fr';
const locale = () => localeTag(language());
const cached = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

/** One formatter per language and options, built once. */
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  name: string,
  make: (tag: string) => T,
): T {
  const tag = locale();
  const key = `${name}:${tag}`;
  let found = cached.get(key) as T | undefined;
  if (!found) {
    found = make(tag);
    cached.set(key, found);
  }
  return found;
}

const dateTime = () =>
  formatter('dateTime', (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short' }));
const dateTimeSeconds = () =>
  formatter(
    'dateTimeSeconds',
    (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'medium' }),
  );
const dayMonth = () =>
  formatter('dayMonth', (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' }));
const longDate = () => formatter('longDate', (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long' }));
const hourMinute = () =>
  formatter('hourMinute', (tag) => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }));
const timeSeconds = () =>
  formatter('timeSeconds', (tag) => new Intl.DateTimeFormat(tag, { timeStyle: 'medium' }));
const relative = () =>
  formatter('relative', (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: 'short' }));

type DateInput = Date | string | number;

/** "22/11/2025 14:05" */
export function formatDateTime(value: DateInput): string {
  return dateTime().format(new Date(value));
}

/** "22/11/2025 14:05:09" */
export function formatDateTimeSeconds(value: DateInput): string {
  return dateTimeSeconds().format(new Date(value));
}

/** "22 nov." */
export function formatDayMonth(value: DateInput): string {
  return dayMonth().format(new Date(value));
}

/** "22 novembre 2025" */
export function formatLongDate(value: DateInput): string {
  return longDate().format(new Date(value));
}

/** "14:05" */
export function formatHourMinute(value: DateInput): string {
  return hourMinute().format(new Date(value));
}

/** "14:05:09" */
export function formatTime(value: DateInput): string {
  return timeSeconds().format(new Date(value));
}

/** "il y a 12 s", "il y a 3 min", "il y a 2 h", "il y a 4 j" */
export function formatAgo(value: DateInput, now: number = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return relative().format(Math.min(0, seconds), 'second');
  if (abs < 3600) return relative().format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return relative().format(Math.round(seconds / 3600), 'hour');
  return relative().format(Math.round(seconds / 86400), 'day');
}

/** "1 234,5" / "1,234.5": up to two decimals. */
export function formatNumber(value: number): string {
  return formatNumberIn(value, language());
}

/** An exchange rate, up to 6 decimals: "1,087032" */
export function formatRate(value: number): string {
  return formatRateIn(value, language());
}

/** "1 234" */
export function formatCount(value: number): string {
  return formatNumberIn(value, language(), 0);
}

/** "1 234,50 €", "20,00 $US" */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(locale(), {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${formatNumber(amount)} ${currency.toUpperCase()}`;
  }
}

/** A crypto amount with up to 8 decimals: "0,00412345 ETH". */
export function formatCrypto(amount: number, crypto: string): string {
  return `${formatCoinAmount(amount, language())} ${cryptoTicker(crypto)}`;
}

/** 3725 s → "1 h 02 min", 185 → "3 min 05 s", 42 → "42 s". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h} h ${pad(m)} min`;
  if (m > 0) return `${m} min ${pad(s)} s`;
  return `${s} s`;
}
