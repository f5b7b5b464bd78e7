/**
 * The integration and end-to-end projects' globalSetup: once per test run, Postgres, Redis and
 * NATS in containers when a runtime answers (or TEST_INFRA=containers), else the services at
 * DATABASE_URL / REDIS_URL / NATS_URL (tests/support/test-infrastructure.ts). The URLs are set in
 * process.env here, which every test worker inherits. Both projects of one run share the containers.
 */
import { chooseMode, readSettings, startContainers } from './test-infrastructure';

export default async function globalSetup(): Promise<void> {
  globalThis.storefrontTestInfrastructure ??= (async () => {
    const settings = readSettings();
    if ((await chooseMode(settings)) === 'services') return undefined;
    const started = Date.now();
    const infrastructure = await startContainers(settings);
    Object.assign(process.env, infrastructure.env);
    console.log(
      `\nTest infrastructure: containers (${Object.values(settings.images).join(', ')}, ${settings.network} network) up in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return infrastructure;
  })();
  await globalThis.storefrontTestInfrastructure;
}
