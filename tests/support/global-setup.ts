/**
 * The integration and end-to-end projects' globalSetup: once per test run, Postgres, Redis and
 * NATS in containers when a runtime answers (or TEST_INFRA=containers), else the services at
 * DATABASE_URL / REDIS_URL / NATS_URL (tests/support/test-infrastructure.ts). The URLs are set in
 * process.env here, which every test worker inherits. Both projects of one run share the containers.
 *
 * NATS runs with the generated authorization, so every stack's processes connect as their own
 * users and every test run exercises the permissions (TEST_NATS_AUTHORIZED=true tells the tests):
 * the container is started with it, and without containers NATS is a nats-server of the run's own
 * (tests/support/local-servers.ts) whenever the binary is installed. With TEST_NATS_SERVER=off or
 * no binary, the NATS at NATS_URL is used as it is, sent the same credentials (ignored without
 * authorization).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { natsServerBinary, startLocalNats } from './local-servers';
import { chooseMode, readSettings, RunningInfrastructure, startContainers } from './test-infrastructure';

export default async function globalSetup(): Promise<void> {
  globalThis.storefrontTestInfrastructure ??= (async (): Promise<RunningInfrastructure | undefined> => {
    const secret = (process.env.TEST_NATS_SECRET ||= randomBytes(16).toString('hex'));
    const settings = readSettings();
    if ((await chooseMode(settings)) === 'services') {
      const binary = natsServerBinary();
      if (!binary) return undefined;
      // Its log names every publish or subscription the authorization refused.
      const logFile = join(__dirname, '..', '..', '.run', 'logs', 'test-nats.log');
      const nats = await startLocalNats({ binary, secret, logFile });
      process.env.NATS_URL = nats.url;
      process.env.TEST_NATS_AUTHORIZED = 'true';
      console.log(
        `\nTest infrastructure: services, NATS with the bus permissions at ${nats.url} (log: .run/logs/test-nats.log)`,
      );
      return { env: { NATS_URL: nats.url }, stop: nats.stop };
    }
    const started = Date.now();
    const infrastructure = await startContainers(settings, secret);
    process.env.TEST_NATS_AUTHORIZED = 'true';
    Object.assign(process.env, infrastructure.env);
    console.log(
      `\nTest infrastructure: containers (${Object.values(settings.images).join(', ')}, ${settings.network} network) up in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return infrastructure;
  })();
  await globalThis.storefrontTestInfrastructure;
}
