// docker-compose.dev.yml: the Postgres, Redis and NATS that `npm start` runs with Docker when
// none answers. No Docker engine answers here, so the file is parsed and held to what the start
// script (scripts/lib/infra.mjs, read from the script itself) connects with.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { exists, readCompose, readYaml, repoRoot } from './deploy-files';

interface DevCompose {
  file: string;
  databaseUrl: string;
  redisUrl: string;
  natsUrl: string;
  portVariables: Record<'postgres' | 'redis' | 'nats', string>;
}

/** DEV_COMPOSE as the start script exports it (an ES module, so read by a Node child process). */
function devComposeOfScript(): DevCompose {
  const module = pathToFileURL(join(repoRoot, 'scripts/lib/infra.mjs')).href;
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(module)}); console.log(JSON.stringify(m.DEV_COMPOSE));`,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(out);
}

const script = devComposeOfScript();
const dev = readYaml(script.file);
const services: Record<string, any> = dev.services ?? {};
const infra = ['postgres', 'redis', 'nats'] as const;
const urlOf = { postgres: script.databaseUrl, redis: script.redisUrl, nats: script.natsUrl };
const containerPort = { postgres: 5432, redis: 6379, nats: 4222 };

/** `127.0.0.1:${VAR:-5432}:5432` (or the long syntax) as host address, host port and its default. */
function published(port: string | Record<string, any>) {
  if (typeof port !== 'string') {
    return { ip: port.host_ip, host: String(port.published), target: Number(port.target) };
  }
  const match = /^(?:(\d+\.\d+\.\d+\.\d+|\[[^\]]+\]):)?(\$\{[^}]+\}|\d+):(\d+)(?:\/\w+)?$/.exec(port);
  if (!match) throw new Error(`unreadable port mapping: ${port}`);
  return { ip: match[1], host: match[2], target: Number(match[3]) };
}

describe('docker-compose.dev.yml', () => {
  it('is the file the start script runs, as its own Compose project', () => {
    expect(script.file).toBe('docker-compose.dev.yml');
    expect(exists(script.file)).toBe(true);
    // Never the production project: `up` there would see these containers as its own.
    expect(dev.name).toBeTruthy();
    expect(dev.name).not.toBe(readCompose().name);
  });

  it('runs Postgres, Redis and NATS only, each with a health check for `up --wait`', () => {
    expect(Object.keys(services).sort()).toEqual([...infra].sort());
    for (const name of infra) expect(services[name].healthcheck?.test).toBeDefined();
  });

  it.each(infra)('publishes %s on 127.0.0.1 only', (name) => {
    const ports = services[name].ports ?? [];
    expect(ports).toHaveLength(1);
    for (const port of ports) expect(published(port).ip).toBe('127.0.0.1');
  });

  it.each(infra)('publishes %s on the port of the URL the start script uses, set by its variable', (name) => {
    const { host, target } = published(services[name].ports[0]);
    expect(target).toBe(containerPort[name]);
    const variable = script.portVariables[name];
    expect(host).toBe(`\${${variable}:-${new URL(urlOf[name]).port}}`);
  });

  it("gives Postgres the user, password and database of the start script's DATABASE_URL", () => {
    const url = new URL(script.databaseUrl);
    const env = services.postgres.environment;
    expect(url.hostname).toBe('127.0.0.1');
    expect(env.POSTGRES_USER).toBe(decodeURIComponent(url.username));
    expect(env.POSTGRES_PASSWORD).toBe(decodeURIComponent(url.password));
    expect(env.POSTGRES_DB).toBe(url.pathname.slice(1));
    expect(services.postgres.healthcheck.test.join(' ')).toContain(
      `-U ${env.POSTGRES_USER} -d ${env.POSTGRES_DB}`,
    );
  });

  it('runs Redis and NATS without credentials, as the start script connects to them', () => {
    expect(new URL(script.redisUrl)).toMatchObject({ username: '', password: '', hostname: '127.0.0.1' });
    expect(new URL(script.natsUrl)).toMatchObject({ username: '', password: '', hostname: '127.0.0.1' });
    expect(JSON.stringify(services.redis.command)).not.toMatch(/requirepass/);
    expect(JSON.stringify(services.nats.command)).not.toMatch(/--user|--pass|--auth/);
    expect(JSON.stringify(services.nats.command)).toMatch(/-js/);
  });
});
