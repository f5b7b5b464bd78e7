import type { AddressInfo } from 'node:net';
import { startHealthServer } from './health-server';

describe("a service's health port", () => {
  it('answers liveness while the database is down, and readiness only once it is up', async () => {
    let database: 'up' | 'down' = 'down';
    const server = await startHealthServer(0, async () => ({
      service: 'credits',
      status: database,
      database,
      uptimeSeconds: 1,
    }));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // Kubernetes restarts a pod whose liveness fails: a database outage must not do that.
      expect((await fetch(`${base}/health/live`)).status).toBe(200);
      const notReady = await fetch(`${base}/health`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({ status: 'down', database: 'down' });
      database = 'up';
      expect((await fetch(`${base}/health`)).status).toBe(200);
      expect((await fetch(`${base}/health/other`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
