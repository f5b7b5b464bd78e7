/**
 * Helpers of the signed-in home and live-channel journeys: a stack serving a private copy of the
 * built frontend, signing in through /login, a second gateway replica, and waiting for the page's
 * live socket to be registered as its user.
 */
import { join } from 'node:path';
import { SERVICE_NAMES } from '@storefront/contracts';
import type { Page } from 'playwright-core';
import { AuthKit, startKit } from '../../tests/support/auth-kit';
import { natsEnvOf } from '../../tests/support/local-servers';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startStackProcess, waitForHealth } from '../../scripts/lib/stack-processes.mjs';
import { ROOT } from '../../tests/support/stack';
import { snapshotDist } from './storefront';

export interface HomeKit {
  kit: AuthKit;
  base: string;
  close(): Promise<void>;
}

/** Every service, the gateway serving a snapshot of frontend/dist (a build elsewhere can't swap it). */
export async function startHomeKit(env: Record<string, string> = {}): Promise<HomeKit> {
  const dist = await snapshotDist(join(ROOT, 'frontend', 'dist'));
  const kit = await startKit({
    services: SERVICE_NAMES,
    // Every browser request comes from 127.0.0.1: the per-address limits are raised for the journeys.
    env: { FRONTEND_DIST: dist.dir, RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_EMAIL: '50', ...env },
  });
  return {
    kit,
    base: kit.stack.baseUrl,
    close: async () => {
      await kit.close();
      dist.remove();
    },
  };
}

/** Signs in through the login page and waits for the dashboard. */
export async function signInThroughLogin(
  page: Page,
  base: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A customer lands on the dashboard, an administrator in the back office.
  await page.waitForURL((url) => ['/dashboard', '/admin'].includes(url.pathname), { timeout: 30000 });
}

/**
 * Resolves once the server has registered the page's live socket (`visitor:registered`), as a
 * signed-in user when `signedIn` (pushes to that user then reach the page). Call it before the
 * page connects: it watches the page's websocket frames.
 */
export function liveSocketRegistered(page: Page, signedIn: boolean, timeoutMs = 30000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the page's live socket never registered (signedIn: ${signedIn})`)),
      timeoutMs,
    );
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (text.includes('"visitor:registered"') && text.includes(`"signedIn":${signedIn}`)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

export interface Replica {
  baseUrl: string;
  logs(): string;
  stop(): Promise<void>;
}

/** A second gateway process with the stack's environment on a port of its own. */
export async function startGatewayReplica(kit: AuthKit): Promise<Replica> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const gateway = startStackProcess({
    name: 'gateway',
    env: {
      ...process.env,
      ...kit.stack.env,
      ...natsEnvOf('gateway'),
      PORT: String(port),
      PUBLIC_URL: baseUrl,
    },
    capture: true,
  });
  const stop = () => gateway.stop();
  try {
    await waitForHealth(baseUrl, { timeoutMs: 30000, intervalMs: 200 });
  } catch (err) {
    await stop();
    throw new Error(`${String(err)}\n${gateway.output().slice(-2000)}`, { cause: err });
  }
  return { baseUrl, logs: gateway.output, stop };
}

/** A JSON call to any gateway (the replica too), as a given client address. */
export async function callAt<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; ip: string },
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

const AXE = require.resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it is now, one line per node. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    type Result = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
    const axe = (
      window as unknown as { axe: { run(d: Document, o: object): Promise<{ violations: Result[] }> } }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}) at ${n.target.join(' ')}`));
  });
}
