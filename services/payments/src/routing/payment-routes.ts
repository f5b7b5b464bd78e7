// PAYMENT_ROUTES: which providers serve each way to pay, in order of preference.
import { CRYPTOS, PAYMENT_PROVIDERS, type Crypto, type PaymentProviderName } from '@storefront/contracts';

/** Each way to pay's providers, the preferred first. */
export type PaymentRoutes = Readonly<Record<Crypto, readonly PaymentProviderName[]>>;

export class PaymentRoutesError extends Error {}

const isCrypto = (value: string): value is Crypto => (CRYPTOS as readonly string[]).includes(value);
const isProvider = (value: string): value is PaymentProviderName =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(value);

/**
 * Reads `btc=btcpay,nowpayments;eth=nowpayments`: routes apart by `;`, a way to pay, `=`, then
 * its providers apart by `,`, the preferred first (spaces and case ignored). A way to pay left out
 * goes to `fallback` (PAYMENT_PROVIDER), as does every way to pay when the setting is unset or
 * empty. Throws PaymentRoutesError naming the bad part.
 */
export function parsePaymentRoutes(text: string | undefined, fallback: PaymentProviderName): PaymentRoutes {
  const routes = Object.fromEntries(CRYPTOS.map((crypto) => [crypto, [fallback]])) as Record<
    Crypto,
    PaymentProviderName[]
  >;
  const seen = new Set<Crypto>();
  for (const part of (text ?? '').split(';').map((p) => p.trim().toLowerCase())) {
    if (!part) continue;
    const [way, list, ...rest] = part.split('=').map((p) => p.trim());
    if (list === undefined || rest.length) {
      throw new PaymentRoutesError(`"${part}" is not <way to pay>=<provider>,<provider>`);
    }
    if (!isCrypto(way)) {
      throw new PaymentRoutesError(
        `"${part}": ${way || '(nothing)'} is not a way to pay (${CRYPTOS.join(', ')})`,
      );
    }
    if (seen.has(way)) throw new PaymentRoutesError(`"${part}": ${way} is routed twice`);
    seen.add(way);
    const providers = list.split(',').map((p) => p.trim());
    const unknown = providers.find((p) => !isProvider(p));
    if (unknown !== undefined) {
      throw new PaymentRoutesError(
        `"${part}": ${unknown || '(nothing)'} is not a payment provider (${PAYMENT_PROVIDERS.join(', ')})`,
      );
    }
    const twice = providers.find((p, i) => providers.indexOf(p) !== i);
    if (twice) throw new PaymentRoutesError(`"${part}": ${twice} is listed twice`);
    routes[way] = providers as PaymentProviderName[];
  }
  return routes;
}

/** Every provider some way to pay may go to: the ones whose settings are needed and whose health is watched. */
export function routedProviders(routes: PaymentRoutes): PaymentProviderName[] {
  const names = new Set(CRYPTOS.flatMap((crypto) => routes[crypto]));
  return PAYMENT_PROVIDERS.filter((name) => names.has(name));
}
