import { Injectable } from '@nestjs/common';
import { CryptoPricesResponse, FiatCurrency, PaymentsSubjects } from '@storefront/contracts';
import { ExpiringMap, KeyedSingleFlight, MessageBus } from '@storefront/platform';

/**
 * The longest the gateway reuses a prices answer, however long payments says it stays fresh. At
 * hundreds of requests a second this still spares payments nearly all of them, while a stopped
 * payments service shows as 503 within a second, as it does without reuse.
 */
export const PRICES_REUSE_MAX_MS = 1000;

/**
 * `GET /api/crypto-prices` is public and the same for everyone, so the gateway reuses the payments
 * service's answer briefly: never past the `freshForMs` that answer came with (the life left to
 * payments' own cache entry, counted from before the question was sent), and never more than
 * PRICES_REUSE_MAX_MS. Requests that arrive while the question is out share its answer (or its
 * error); failures are never kept.
 */
@Injectable()
export class CryptoPricesCache {
  private readonly kept = new ExpiringMap<FiatCurrency, CryptoPricesResponse>();
  private readonly asking = new KeyedSingleFlight<FiatCurrency, CryptoPricesResponse>();

  constructor(private readonly bus: MessageBus) {}

  prices(currency: FiatCurrency): Promise<CryptoPricesResponse> {
    const kept = this.kept.get(currency);
    return kept ? Promise.resolve(kept) : this.asking.run(currency, () => this.ask(currency));
  }

  private async ask(currency: FiatCurrency): Promise<CryptoPricesResponse> {
    const askedAt = Date.now();
    const { freshForMs, prices, source } = await this.bus.request(PaymentsSubjects.getPrices, { currency });
    const answer: CryptoPricesResponse = { success: true, prices, source };
    if (freshForMs && freshForMs > 0) {
      this.kept.set(currency, answer, askedAt + Math.min(freshForMs, PRICES_REUSE_MAX_MS));
    } else {
      this.kept.delete(currency);
    }
    return answer;
  }
}
