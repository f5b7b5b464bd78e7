// Local stand-ins for the services production talks to: a mail server that accepts and discards,
// a CoinGecko-style price API and the NOWPayments API.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const { SMTPServer } = require('smtp-server');

async function listen(server) {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server.address().port;
}

function closer(server) {
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
}

/** Production refuses the dev mailbox, so mail goes to an SMTP server that only counts it. */
export async function startMailSink() {
  const sink = { received: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        sink.received++;
        callback();
      });
    },
  });
  // SMTPServer wraps a net.Server without re-emitting its events.
  const port = await listen(server.server);
  return { sink, url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) };
}

const PRICES = {
  bitcoin: { eur: 58000, usd: 63000 },
  ethereum: { eur: 2900, usd: 3150 },
  litecoin: { eur: 75, usd: 82 },
};

/** `GET /simple/price?ids=…&vs_currencies=…` as CoinGecko answers it. */
export async function startPriceStub() {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(PRICES));
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}/api/v3/simple/price`, stop: closer(server) };
}

/**
 * `POST /v1/payment` and `GET /v1/payment/:id`. Every payment stays `waiting` here, so the
 * payments service's polls never confirm one: confirmations come only from the signed callbacks
 * the benchmark sends.
 */
export async function startNowPaymentsStub() {
  const payments = new Map();
  const byOrder = new Map();
  let nextId = 7_000_000_000;
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const send = (status, body) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'POST' && req.url === '/v1/payment') {
      const body = JSON.parse(raw);
      const payment = {
        payment_id: nextId++,
        payment_status: 'waiting',
        pay_address: `bench-address-${nextId}`,
        pay_amount: Number(body.price_amount) / 50000,
        pay_currency: String(body.pay_currency),
        price_amount: Number(body.price_amount),
        price_currency: String(body.price_currency),
        order_id: String(body.order_id),
        payin_hash: null,
      };
      payments.set(String(payment.payment_id), payment);
      byOrder.set(payment.order_id, payment);
      return send(201, { ...payment, valid_until: new Date(Date.now() + 3600_000).toISOString() });
    }
    const match = /^\/v1\/payment\/(\w+)$/.exec(req.url);
    if (req.method === 'GET' && match) {
      const payment = payments.get(match[1]);
      return payment ? send(200, payment) : send(404, { message: 'Not found' });
    }
    send(404, { message: 'Not found' });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/v1`,
    byOrder: (orderId) => byOrder.get(orderId),
    stop: closer(server),
  };
}
