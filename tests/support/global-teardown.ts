import './test-infrastructure';

/** Stops the containers tests/support/global-setup.ts started, once, after the last project of the run. */
export default async function globalTeardown(): Promise<void> {
  const pending = globalThis.storefrontTestInfrastructure;
  globalThis.storefrontTestInfrastructure = undefined;
  const infrastructure = await pending;
  await infrastructure?.stop();
}
