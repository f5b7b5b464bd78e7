// docker-compose.yml must start the whole stack with one `docker compose up` (and
// docker-compose.host.yml the same on the host's network): the files are parsed and checked for
// what an operator relies on. README › Deployment tells how they were run with an engine.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_NATS_USER, NATS_USERS, natsPasswordVariable } from '@storefront/contracts';
import { appNames, exists, readCompose, repoRoot, withDefaults } from './deploy-files';

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
    expect(withDefaults(services.postgres.image)).toMatch(/^postgres:16(-alpine)?$/);
    expect(withDefaults(services.redis.image)).toMatch(/^redis:7(-alpine)?$/);
    expect(withDefaults(services.nats.image)).toMatch(/^nats:2(-alpine)?$/);
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

  it('runs every service migration once, then the event stream’s, after Postgres and NATS are healthy, and never restarts the job', () => {
    const migrate = services.migrate;
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(migrate.depends_on?.nats?.condition).toBe('service_healthy');
    expect(migrate.restart).toBe('no');
    const entries = distEntries(commandText('migrate'));
    expect(entries).toEqual([
      ...serviceNames.map((name) => `services/${name}/dist/migrate.js`),
      'libs/platform/dist/migrate-event-stream.js',
    ]);
    // As the NATS user allowed to manage JetStream: `migrations`, the step's default user.
    expect(migrate.environment.NATS_USER).toBeUndefined();
    expect(migrate.environment.NATS_PASSWORD).toBe(
      services.nats.environment[natsPasswordVariable(MIGRATIONS_NATS_USER)],
    );
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

  it('publishes the gateway on port 5001 and the local mail inbox on 8025 (in the override `up` reads), and nothing else', () => {
    const published = readCompose('docker-compose.override.yml').services;
    expect(Object.keys(published).sort()).toEqual(['gateway', 'mailpit']);
    expect(published.gateway).toEqual({ ports: ['5001:5001'] });
    expect(published.mailpit).toEqual({ ports: ['8025:8025'] });
    // Compose v1 refuses published ports beside network_mode: host, so the main file has none.
    for (const [name, service] of Object.entries(services))
      expect({ name, ports: service.ports }).toEqual({ name, ports: undefined });
  });

  it('sends mail to the local Mailpit inbox unless SMTP_URL is given', () => {
    expect(services.notifications.environment.SMTP_URL).toBe('${SMTP_URL:-smtp://mailpit:1025}');
    expect(services.notifications.depends_on.mailpit).toBeDefined();
  });

  it.each([...infra, ...apps])('restarts %s after a crash', (name) => {
    expect(['always', 'unless-stopped', 'on-failure']).toContain(services[name].restart);
  });

  it('lets every image be replaced from the environment, the official ones by default', () => {
    const variableOf = (name: string) => /^\$\{(\w+):-[^}]+\}$/.exec(services[name].image)?.[1];
    const variables = Object.fromEntries(Object.keys(services).map((name) => [name, variableOf(name)]));
    expect(variables).toMatchObject({
      postgres: 'POSTGRES_IMAGE',
      redis: 'REDIS_IMAGE',
      nats: 'NATS_IMAGE',
      mailpit: 'MAILPIT_IMAGE',
      migrate: 'STOREFRONT_IMAGE',
      ...Object.fromEntries(apps.map((app) => [app, 'STOREFRONT_IMAGE'])),
    });
    expect(Object.values(variables)).not.toContain(undefined);
    // The build's base image is the Dockerfile's own default unless NODE_IMAGE says otherwise.
    const dockerfileDefault = /^ARG NODE_IMAGE=(\S+)$/m.exec(
      readFileSync(join(repoRoot, 'Dockerfile'), 'utf8'),
    )?.[1];
    expect(services.gateway.build.args.NODE_IMAGE).toBe(`\${NODE_IMAGE:-${dockerfileDefault}}`);
  });

  it('uses only top-level keys Compose v1 (docker-compose) reads as well as Compose v2', () => {
    const keys = Object.keys(compose).filter((key) => !key.startsWith('x-'));
    expect(
      keys.filter((key) => !['services', 'volumes', 'networks', 'secrets', 'configs'].includes(key)),
    ).toEqual([]);
  });

  it.each(['migrate', ...apps])('runs %s from the image built by the repository Dockerfile', (name) => {
    expect(services[name].build).toMatchObject({ context: '.', dockerfile: 'Dockerfile' });
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
    expect(withDefaults(env.REDIS_URL)).toBe('redis://:storefront@redis:6379');
    expect(env.NATS_URL).toBe('nats://nats:4222');
  });

  it.each(apps)('connects %s to NATS as its own user, with the password the NATS server expects', (name) => {
    const env = services[name].environment;
    const variable = natsPasswordVariable(name);
    expect(env.NATS_USER).toBeUndefined(); // its name, the default
    expect(env.NATS_PASSWORD).toBe(services.nats.environment[variable]);
    expect(env.NATS_PASSWORD).toMatch(new RegExp(`^\\$\\{${variable}:-`));
  });

  it('runs NATS with the generated users and permissions, and Redis with the password REDIS_URL carries', () => {
    const nats = services.nats;
    const command: string[] = nats.command;
    const config = command[command.indexOf('-c') + 1];
    expect(nats.volumes).toContain(`./k8s/base/dependencies/nats.conf:${config}:ro`);
    expect(Object.keys(nats.environment).sort()).toEqual(NATS_USERS.map(natsPasswordVariable).sort());
    const redis = services.redis;
    expect(redis.command[redis.command.indexOf('--requirepass') + 1]).toBe('${REDIS_PASSWORD:-storefront}');
    expect(redis.environment.REDISCLI_AUTH).toBe('${REDIS_PASSWORD:-storefront}');
    expect(services.auth.environment.REDIS_URL).toBe('redis://:${REDIS_PASSWORD:-storefront}@redis:6379');
  });

  it.each([
    ['auth', ['JWT_PRIVATE_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']],
    [
      'payments',
      ['NOWPAYMENTS_API_KEY', 'NOWPAYMENTS_IPN_SECRET', 'BTCPAY_API_KEY', 'BTCPAY_WEBHOOK_SECRET'],
    ],
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

describe('docker-compose.host.yml', () => {
  const host = readCompose('docker-compose.host.yml');
  const overrides: Record<string, any> = host.services ?? {};
  const text = (value: unknown) => withDefaults(Array.isArray(value) ? value.join(' ') : String(value ?? ''));
  const argAfter = (name: string, flag: string) => {
    const command: string[] = (overrides[name].command ?? []).map((a: string) => withDefaults(String(a)));
    return Number(command[command.indexOf(flag) + 1]);
  };
  const envOf = (name: string) =>
    Object.fromEntries(
      Object.entries({ ...services[name].environment, ...overrides[name].environment }).map(([k, v]) => [
        k,
        withDefaults(String(v ?? '')),
      ]),
    );
  const portOfUrl = (url: string) => Number(new URL(url).port);
  const servers = {
    postgres: () => argAfter('postgres', '-p'),
    redis: () => argAfter('redis', '--port'),
    nats: () => argAfter('nats', '-p'),
    natsMonitor: () => argAfter('nats', '-m'),
    smtp: () => Number(withDefaults(overrides.mailpit.environment.MP_SMTP_BIND_ADDR).split(':').pop()),
  };
  const appPort = (name: string) => Number(name === gateway ? envOf(name).PORT : envOf(name).HEALTH_PORT);

  it('puts every service of the main file on the host network, publishing nothing', () => {
    expect(Object.keys(overrides).sort()).toEqual(Object.keys(services).sort());
    for (const [name, service] of Object.entries(overrides))
      expect({ name, network: service.network_mode, ports: service.ports }).toEqual({
        name,
        network: 'host',
        ports: undefined,
      });
  });

  it("builds the image on the host network as well, from the main file's context and base", () => {
    const built = Object.keys(services).filter((name) => services[name].build);
    expect(built.sort()).toEqual(['migrate', ...apps].sort());
    for (const name of built)
      expect({ name, build: overrides[name].build }).toEqual({ name, build: { network: 'host' } });
  });

  it('gives every process a port of its own on 127.0.0.1, none of the usual local ones', () => {
    const ports = [...Object.values(servers).map((port) => port()), ...apps.map(appPort)];
    expect(ports.every((port) => Number.isInteger(port) && port > 1024)).toBe(true);
    expect(new Set(ports).size).toBe(ports.length);
    for (const taken of [5432, 6379, 4222, 8222, 1025, 8025, 5001, 8080]) expect(ports).not.toContain(taken);
    expect(text(overrides.postgres.command)).toContain('listen_addresses=127.0.0.1');
    expect(text(overrides.redis.command)).toMatch(/--bind 127\.0\.0\.1/);
    expect(text(overrides.nats.command)).toMatch(/-a 127\.0\.0\.1/);
    expect(text(overrides.nats.command)).toMatch(/(^|\s)-js(\s|$)/);
  });

  it.each(['migrate', ...apps])('points %s at the servers on the ports they listen on', (name) => {
    const env = envOf(name);
    expect(new URL(env.DATABASE_URL).hostname).toBe('127.0.0.1');
    expect(portOfUrl(env.DATABASE_URL)).toBe(servers.postgres());
    expect(env.REDIS_URL).toBe(`redis://:storefront@127.0.0.1:${servers.redis()}`);
    expect(env.NATS_URL).toBe(`nats://127.0.0.1:${servers.nats()}`);
    expect(portOfUrl(env.PUBLIC_URL)).toBe(appPort(gateway));
  });

  it.each(apps)('checks the health of %s on its own port', (name) => {
    expect(text(overrides[name].healthcheck.test)).toContain(`http://127.0.0.1:${appPort(name)}/health`);
  });

  it('checks the servers on their own ports, and sends mail and issues tokens where the gateway is', () => {
    expect(text(overrides.postgres.healthcheck.test)).toContain(`-p ${servers.postgres()}`);
    expect(text(overrides.redis.healthcheck.test)).toContain(`-p ${servers.redis()} ping`);
    expect(text(overrides.nats.healthcheck.test)).toContain(`127.0.0.1:${servers.natsMonitor()}/healthz`);
    expect(portOfUrl(envOf('notifications').SMTP_URL)).toBe(servers.smtp());
    expect(envOf('auth').JWT_ISSUER).toBe(`${envOf('auth').PUBLIC_URL}/auth/v1`);
  });
});
