// The one stand-in for CoinGecko's price API, used by the payments tests and the benchmark
// (bench/lib/stack.mjs). Node built-ins only; types in fake-coingecko.d.mts.
import { once } from 'node:events';
import { createServer } from 'node:http';

/**
 * `GET /simple/price?ids=…&vs_currencies=…`, answering the asked coins in the asked currencies
 * from `prices`, which a test may change.
 */
export class FakeCoinGecko {
  prices = {
    bitcoin: { eur: 60000, usd: 69000 },
    ethereum: { eur: 3000, usd: 3450 },
    litecoin: { eur: 70, usd: 80.5 },
  };
  #server;

  /** Listens on a port of 127.0.0.1; resolves to the URL to set as PRICE_API_URL. */
  async start() {
    this.#server = createServer((req, res) => {
      const url = new URL(req.url, 'http://localhost');
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      const currencies = (url.searchParams.get('vs_currencies') ?? '').split(',');
      const body = {};
      for (const id of ids) {
        const coin = Object.hasOwn(this.prices, id) ? this.prices[id] : undefined;
        if (!coin) continue;
        body[id] = Object.fromEntries(currencies.filter((c) => c in coin).map((c) => [c, coin[c]]));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    this.#server.listen(0, '127.0.0.1');
    await once(this.#server, 'listening');
    return `http://127.0.0.1:${this.#server.address().port}/api/v3/simple/price`;
  }

  async stop() {
    this.#server?.closeAllConnections();
    await new Promise((resolve) => (this.#server ? this.#server.close(resolve) : resolve()));
  }
}
