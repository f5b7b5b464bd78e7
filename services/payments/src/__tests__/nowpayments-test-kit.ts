/**
 * The payments service against a faked NOWPayments, as its integration tests start it: the
 * provider's settings, signed callbacks, and the whole stack up to the back office for refunds.
 */
import { Client } from 'pg';
import { AuthKit, startKit } from '../../../../tests/support/auth-kit';
import { signIpn } from '../providers/nowpayments-signature';

export const IPN_SECRET = 'test-ipn-secret';

/** Settings for the faked provider at `apiUrl`: polled and reconciled every second, no price feed. */
export function nowPaymentsEnv(apiUrl: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'nowpayments',
    NOWPAYMENTS_API_URL: apiUrl,
    NOWPAYMENTS_API_KEY: 'test-key',
    NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
    PAYMENT_POLL_INTERVAL_MS: '300',
    RECONCILE_INTERVAL_MS: '1000',
    PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
  };
}

/** Posts a callback signed with IPN_SECRET to the gateway at `baseUrl`; it must be accepted. */
export async function postIpn(baseUrl: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${baseUrl}/api/payments/ipn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signIpn(body, IPN_SECRET) },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

export interface RefundsKit {
  kit: AuthKit;
  /** A client on the stack's database, for what only the tables show. */
  db: Client;
  close(): Promise<void>;
}

/**
 * Auth, notifications, credits, payments and the back office on the faked provider at `apiUrl`,
 * with `env` on top of the provider's settings.
 */
export async function startRefundsKit(apiUrl: string, env: Record<string, string> = {}): Promise<RefundsKit> {
  const kit = await startKit({
    services: ['auth', 'notifications', 'credits', 'payments', 'admin'],
    env: { ...nowPaymentsEnv(apiUrl), ...env },
  });
  const db = new Client({ connectionString: kit.stack.database.url });
  await db.connect();
  return {
    kit,
    db,
    close: async () => {
      await db.end();
      await kit.close();
    },
  };
}
