import { createServer, Server } from 'node:http';
import { once } from 'node:events';

export type CoinPrices = Record<'bitcoin' | 'ethereum' | 'litecoin', { eur: number; usd: number }>;

/**
 * A local stand-in for CoinGecko's `GET /simple/price?ids=…&vs_currencies=…`, answering the
 * asked coins in the asked currencies from `prices`, which a test may change.
 */
export class FakeCoinGecko {
  private server?: Server;
  prices: CoinPrices = {
    bitcoin: { eur: 60000, usd: 69000 },
    ethereum: { eur: 3000, usd: 3450 },
    litecoin: { eur: 70, usd: 80.5 },
  };

  /** The URL to set as PRICE_API_URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://localhost');
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      const currencies = (url.searchParams.get('vs_currencies') ?? '').split(',');
      const body: Record<string, Record<string, number>> = {};
      for (const id of ids) {
        const coin = this.prices[id as keyof CoinPrices];
        if (!coin) continue;
        body[id] = Object.fromEntries(
          currencies.filter((c) => c in coin).map((c) => [c, coin[c as 'eur' | 'usd']]),
        );
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as { port: number }).port}/api/v3/simple/price`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }
}
