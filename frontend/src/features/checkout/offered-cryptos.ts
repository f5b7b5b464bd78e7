// Which ways to pay the checkout offers: those the server says a healthy provider serves.
import type { PaymentMethodAvailability } from '@storefront/contracts/browser';
import type { Crypto } from './payment-contracts';

export interface OfferedCryptos {
  offered: Crypto[];
  /** Some way to pay is held back for now (its providers do not answer). */
  someUnavailable: boolean;
}

/**
 * Every way to pay the server names available, in the checkout's order. Unknown yet (loading) or
 * unreadable, all are offered: the server still refuses one it cannot open, with its reason.
 */
export function offeredCryptos(
  all: readonly Crypto[],
  methods: readonly PaymentMethodAvailability[] | undefined,
): OfferedCryptos {
  if (!methods) return { offered: [...all], someUnavailable: false };
  const unavailable = new Set(methods.filter((m) => !m.available).map((m) => m.crypto));
  const offered = all.filter((crypto) => !unavailable.has(crypto));
  return { offered, someUnavailable: offered.length < all.length };
}
