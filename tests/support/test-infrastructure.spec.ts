import { chooseMode, DEFAULT_IMAGES, readSettings } from './test-infrastructure';

describe('test infrastructure settings', () => {
  it('start the official images on a bridge network, choosing containers or services by what answers', () => {
    expect(readSettings({})).toEqual({
      mode: undefined,
      images: { postgres: 'postgres:16-alpine', redis: 'redis:7-alpine', nats: 'nats:2-alpine' },
      network: 'bridge',
    });
    expect(DEFAULT_IMAGES).toEqual(readSettings({}).images);
  });

  it('take the images, the network and the mode from TEST_* variables', () => {
    expect(
      readSettings({
        TEST_INFRA: 'containers',
        TEST_POSTGRES_IMAGE: 'registry.local/postgres:16',
        TEST_REDIS_IMAGE: 'registry.local/redis:7',
        TEST_NATS_IMAGE: 'registry.local/nats:2',
        TEST_CONTAINER_NETWORK: 'host',
      }),
    ).toEqual({
      mode: 'containers',
      images: {
        postgres: 'registry.local/postgres:16',
        redis: 'registry.local/redis:7',
        nats: 'registry.local/nats:2',
      },
      network: 'host',
    });
  });

  it('refuse a mode or network they do not know, naming the variable', () => {
    expect(() => readSettings({ TEST_INFRA: 'docker' })).toThrow(
      /TEST_INFRA must be "containers" or "services"/,
    );
    expect(() => readSettings({ TEST_CONTAINER_NETWORK: 'none' })).toThrow(/TEST_CONTAINER_NETWORK/);
  });

  it('use the forced mode without asking a container runtime', async () => {
    await expect(chooseMode(readSettings({ TEST_INFRA: 'services' }))).resolves.toBe('services');
    await expect(chooseMode(readSettings({ TEST_INFRA: 'containers' }))).resolves.toBe('containers');
  });
});
