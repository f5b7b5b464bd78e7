// docker-compose.yml must start the whole stack with one `docker compose up`. No Docker engine
// answers here, so the file is parsed and checked for what an operator relies on.
import { appNames, exists, readCompose } from './deploy-files';

const compose = readCompose();
const services: Record<string, any> = compose.services ?? {};
const { gateway, services: serviceNames } = appNames();
const apps = [...serviceNames, gateway];
const infra = ['postgres', 'redis', 'nats'];

/** The healthcheck command as one string, whatever form (CMD list or CMD-SHELL string) it takes. */
const healthcheckText = (name: string): string => {
  const test = services[name]?.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : String(test ?? '');
};
const commandText = (name: string): string => {
  const command = services[name]?.command;
  return Array.isArray(command) ? command.join(' ') : String(command ?? '');
};
/** `services/auth/dist/main.js` → `services/auth/src/main.ts`: the source the build compiles it from. */
const sourceOf = (entry: string) => entry.replace('/dist/', '/src/').replace(/\.js$/, '.ts');
const distEntries = (text: string) => text.match(/[\w./-]+\/dist\/[\w./-]+\.js/g) ?? [];

describe('docker-compose.yml', () => {
  it('declares Postgres, Redis, NATS, the migrate job, all six services and the gateway', () => {
    expect(serviceNames).toHaveLength(6);
    expect(Object.keys(services)).toEqual(expect.arrayContaining([...infra, 'migrate', ...apps]));
  });

  it('runs Postgres 16, Redis 7 and NATS 2, each with a health check', () => {
    expect(services.postgres.image).toMatch(/^postgres:16(-alpine)?$/);
    expect(services.redis.image).toMatch(/^redis:7(-alpine)?$/);
    expect(services.nats.image).toMatch(/^nats:2(-alpine)?$/);
    expect(healthcheckText('postgres')).toMatch(/pg_isready/);
    expect(healthcheckText('redis')).toMatch(/redis-cli ping/);
    expect(healthcheckText('nats')).toMatch(/:8222\/healthz/);
  });

  it('runs NATS with JetStream and its monitoring port, which the health check uses', () => {
    expect(commandText('nats').split(/\s+/)).toEqual(expect.arrayContaining(['-m', '8222']));
    expect(commandText('nats')).toMatch(/(^|\s)(-js|--jetstream)(\s|$)/);
  });

  it('keeps Postgres, Redis and NATS data in named volumes across restarts', () => {
    const volumeOf = (name: string) => (services[name].volumes ?? []).map((v: string) => v.split(':')[0]);
    expect(volumeOf('postgres')).toContain('postgres-data');
    expect(volumeOf('redis')).toContain('redis-data');
    expect(volumeOf('nats')).toContain('nats-data');
    expect(Object.keys(compose.volumes ?? {})).toEqual(
      expect.arrayContaining(['postgres-data', 'redis-data', 'nats-data']),
    );
  });

  it('runs every service migration once, after Postgres is healthy, and never restarts the job', () => {
    const migrate = services.migrate;
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(migrate.restart).toBe('no');
    const entries = distEntries(commandText('migrate'));
    expect(entries).toEqual(serviceNames.map((name) => `services/${name}/dist/migrate.js`));
    // `&&` between them: a failed migration stops the job, and the services wait for it to succeed.
    expect(commandText('migrate')).not.toMatch(/;/);
  });

  it.each(serviceNames)('starts %s only after its migrations completed successfully', (name) => {
    expect(services[name].depends_on?.migrate?.condition).toBe('service_completed_successfully');
  });

  it.each(apps)('starts %s only once Postgres, Redis and NATS report healthy', (name) => {
    for (const dep of infra) expect(services[name].depends_on?.[dep]?.condition).toBe('service_healthy');
  });

  it('starts the gateway only once every service is healthy', () => {
    for (const name of serviceNames) {
      expect(services.gateway.depends_on?.[name]?.condition).toBe('service_healthy');
    }
  });

  it.each(serviceNames)('checks the health of %s on its HEALTH_PORT /health endpoint', (name) => {
    const port = services[name].environment?.HEALTH_PORT;
    expect(port).toBe('8080');
    expect(healthcheckText(name)).toContain(`:${port}/health`);
  });

  it('checks the health of the gateway on its PORT /health endpoint', () => {
    expect(services.gateway.environment?.PORT).toBe('5001');
    expect(healthcheckText('gateway')).toContain(':5001/health');
  });

  it('publishes the gateway on port 5001 and the local mail inbox on 8025, and nothing else', () => {
    expect(services.gateway.ports).toEqual(['5001:5001']);
    expect(services.mailpit.ports).toEqual(['8025:8025']);
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'gateway' && name !== 'mailpit')
        expect({ name, ports: service.ports }).toEqual({ name, ports: undefined });
    }
  });

  it('sends mail to the local Mailpit inbox unless SMTP_URL is given', () => {
    expect(services.notifications.environment.SMTP_URL).toBe('${SMTP_URL:-smtp://mailpit:1025}');
    expect(services.notifications.depends_on.mailpit).toBeDefined();
  });

  it.each([...infra, ...apps])('restarts %s after a crash', (name) => {
    expect(['always', 'unless-stopped', 'on-failure']).toContain(services[name].restart);
  });

  it.each(['migrate', ...apps])('runs %s from the image built by the repository Dockerfile', (name) => {
    expect(services[name].build).toEqual({ context: '.', dockerfile: 'Dockerfile' });
    expect(services[name].image).toBe(services.gateway.image);
  });

  it.each(apps)('runs %s with its own dist entry point', (name) => {
    const dir = name === gateway ? 'gateway' : `services/${name}`;
    expect(services[name].command).toEqual(['node', `${dir}/dist/main.js`]);
  });

  it.each(['migrate', ...apps])('gives %s the production configuration it needs', (name) => {
    const env = services[name].environment ?? {};
    expect(env.NODE_ENV).toBe('production');
    for (const key of [
      'LOG_LEVEL',
      'DATABASE_URL',
      'REDIS_URL',
      'NATS_URL',
      'PUBLIC_URL',
      'PAYMENT_PROVIDER',
    ]) {
      expect({ key, value: env[key] }).toEqual({ key, value: expect.any(String) });
    }
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\/storefront$/);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.NATS_URL).toBe('nats://nats:4222');
  });

  it.each([
    ['auth', ['JWT_PRIVATE_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']],
    ['payments', ['NOWPAYMENTS_API_KEY', 'NOWPAYMENTS_IPN_SECRET']],
  ])('passes the secrets of %s through from the shell or .env, never written in the file', (name, keys) => {
    // A key without a value: Compose copies it from its environment, or leaves it unset (never "").
    for (const key of keys) {
      expect(services[name].environment).toHaveProperty(key, null);
    }
  });

  // Cross-team: the entry points are being written at the same time as this file.
  it.each(['migrate', ...apps])('points %s at entry points built from sources in this repository', (name) => {
    const entries = distEntries(commandText(name));
    expect(entries.length).toBeGreaterThan(0);
    const missing = entries.map(sourceOf).filter((source) => !exists(source));
    expect(missing).toEqual([]);
  });
});
