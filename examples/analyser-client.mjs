#!/usr/bin/env node
// A small analyser talking to the spend API (/api/v1) with an API key, and nothing but Node's own
// fetch (Node 20+): it prints the balance, puts credits aside for an analysis (a hold), then spends
// part of them (a capture) with a description and metadata. The rest of the hold goes back.
//
//   OSK_API_KEY=osk_… STOREFRONT_URL=http://localhost:5001 node examples/analyser-client.mjs
//
// Optional: HOLD_CREDITS (default 5), SPEND_CREDITS (default 2), DESCRIPTION, OSK_USER_ID (the
// user to act for, with a service key only).
//
// Network errors, 5xx and 429 are retried with the same Idempotency-Key (so a retry never spends
// twice), waiting as long as Retry-After says. A refusal (401, 402, 403, any other 4xx) is final:
// the API's message is printed and the process exits with code 1.
import { randomUUID } from 'node:crypto';

const MAX_ATTEMPTS = 5;
const REQUEST_TIMEOUT_MS = 15_000;
const MAX_WAIT_MS = 60_000;

class ApiRefusal extends Error {
  constructor(status, body) {
    super(body?.error || `HTTP ${status}`);
    this.status = status;
    this.code = body?.code;
    this.body = body;
  }
}

function settings() {
  const key = process.env.OSK_API_KEY;
  const base = process.env.STOREFRONT_URL;
  if (!key || !base) {
    console.error('Set OSK_API_KEY (osk_…) and STOREFRONT_URL (e.g. http://localhost:5001).');
    process.exit(1);
  }
  const number = (name, fallback) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) {
      console.error(`${name} must be a positive number of credits.`);
      process.exit(1);
    }
    return value;
  };
  return {
    key,
    base: base.replace(/\/+$/, ''),
    hold: number('HOLD_CREDITS', 5),
    spend: number('SPEND_CREDITS', 2),
    description: process.env.DESCRIPTION || 'Strategy analysis',
    userId: process.env.OSK_USER_ID || undefined,
  };
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), if it says anything. */
function retryAfterMs(header) {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** 0.5 s, 1 s, 2 s, 4 s… with some jitter, so many clients don't retry in step. */
function backoffMs(attempt) {
  return Math.min(MAX_WAIT_MS, 500 * 2 ** (attempt - 1)) * (0.75 + Math.random() * 0.5);
}

/** Why fetch got no answer: ECONNREFUSED, a timeout… */
function reason(error) {
  return error.cause?.code ?? error.cause?.errors?.[0]?.code ?? error.cause?.message ?? error.name;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One API call, retried on a network error, a timeout, a 5xx or a 429 with the very same request
 * (and so the same Idempotency-Key). Any other refusal throws an ApiRefusal at once.
 */
async function call(config, method, path, { body, idempotencyKey } = {}) {
  const headers = { Authorization: `Bearer ${config.key}`, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

  for (let attempt = 1; ; attempt += 1) {
    let response;
    try {
      response = await fetch(`${config.base}/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      // No answer: the request may or may not have been applied; the same key makes retrying safe.
      if (attempt >= MAX_ATTEMPTS) throw error;
      const wait = backoffMs(attempt);
      console.error(`${method} ${path}: ${reason(error)}, retrying in ${Math.round(wait)} ms`);
      await sleep(wait);
      continue;
    }
    const text = await response.text();
    let payload;
    try {
      payload = text ? JSON.parse(text) : null;
    } catch {
      payload = { error: text.slice(0, 200) };
    }
    if (response.ok) return payload;
    const retryable = response.status === 429 || response.status >= 500;
    if (!retryable || attempt >= MAX_ATTEMPTS) throw new ApiRefusal(response.status, payload);
    const wait = Math.min(
      MAX_WAIT_MS,
      retryAfterMs(response.headers.get('retry-after')) ?? backoffMs(attempt),
    );
    console.error(
      `${method} ${path}: ${response.status} ${payload?.code ?? ''}, retrying in ${Math.round(wait)} ms`,
    );
    await sleep(wait);
  }
}

async function main() {
  const config = settings();
  const forUser = config.userId ? { user_id: config.userId } : {};
  const query = config.userId ? `?user_id=${encodeURIComponent(config.userId)}` : '';

  const balance = await call(config, 'GET', `/balance${query}`);
  console.log(`Balance: ${balance.balance} credits (${balance.held} held, ${balance.available} available)`);

  // One key for this analysis: a retried hold is the same hold.
  const analysisId = `analysis-${randomUUID()}`;
  const hold = await call(config, 'POST', '/holds', {
    idempotencyKey: analysisId,
    body: { amount: config.hold, expires_in_seconds: 300, description: config.description, ...forUser },
  });
  console.log(`Held ${hold.amount} credits (hold ${hold.id}, expires ${hold.expires_at})`);

  let captured;
  try {
    // Capturing a hold again answers the first capture: retrying cannot spend twice.
    captured = await call(config, 'POST', `/holds/${hold.id}/capture`, {
      body: {
        amount: Math.min(config.spend, hold.amount),
        description: config.description,
        metadata: { analysis_id: analysisId, client: 'analyser-client.mjs', node: process.version },
      },
    });
  } catch (error) {
    // Give the credits back rather than leave them held until the hold expires.
    await call(config, 'POST', `/holds/${hold.id}/release`).catch(() => {});
    throw error;
  }
  const { spend } = captured;
  console.log(`Spent ${spend.amount} credits: "${spend.description}" (spend ${spend.id})`);

  const after = await call(config, 'GET', `/balance${query}`);
  console.log(`Balance now: ${after.balance} credits (${after.available} available)`);
}

main().catch((error) => {
  if (error instanceof ApiRefusal) {
    console.error(`Refused (${error.status}${error.code ? ` ${error.code}` : ''}): ${error.message}`);
    if (error.status === 402 && error.body)
      console.error(
        `Short by ${error.body.shortfall} credits (available ${error.body.available}); buy more at ${process.env.STOREFRONT_URL?.replace(/\/+$/, '')}${error.body.pricing_url ?? '/pricing'}`,
      );
  } else {
    console.error(`Failed: ${error.message} (${reason(error)})`);
  }
  process.exit(1);
});
