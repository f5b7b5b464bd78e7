/**
 * The NATS permissions (libs/contracts/src/bus-permissions.ts) against the code: every request,
 * event publish and event subscription a process's source makes is in its user's lists, and
 * nothing is listed that the code does not do. Read from the source text: calls name their
 * subjects through the typed constants of @storefront/contracts (`bus.request(CreditsSubjects.adjust`, `@Handles(CreditsSubjects.adjust)`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contracts from '@storefront/contracts';
import {
  BUS_PERMISSIONS,
  BUS_USERS,
  BusUser,
  DURABLE_CONSUMERS,
  MIGRATIONS_NATS_USER,
  natsPermissions,
  natsServerConfig,
  REQUEST_SUBJECTS,
  SERVICE_NAMES,
  servedSubjects,
} from '@storefront/contracts';

const ROOT = join(__dirname, '..', '..');

type Use = 'requests' | 'publishes' | 'listens' | 'serves';

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', 'services/*/src/**.ts', 'gateway/src/**.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f && !/\.spec\.ts$|\.int-spec\.ts$|__tests__/.test(f));
}

function valueOf(group: string, key: string): string[] {
  const constant = (contracts as Record<string, unknown>)[group] as Record<string, unknown> | undefined;
  const value = constant?.[key];
  if (typeof value === 'string') return [value];
  // HealthSubjects.check(name): every service's health subject.
  if (typeof value === 'function') return SERVICE_NAMES.map((s) => (value as (s: string) => string)(s));
  throw new Error(`${group}.${key} is not a subject of @storefront/contracts`);
}

/** What the code of each process does on the bus. */
function usesInCode(): Record<BusUser, Record<Use, Set<string>>> {
  const uses = Object.fromEntries(
    BUS_USERS.map((u) => [
      u,
      { requests: new Set(), publishes: new Set(), listens: new Set(), serves: new Set() },
    ]),
  ) as Record<BusUser, Record<Use, Set<string>>>;
  const events = new Set(Object.keys(eventSubjects()));
  for (const file of sourceFiles()) {
    const user = (file.startsWith('gateway/') ? 'gateway' : file.split('/')[1]) as BusUser;
    const text = readFileSync(join(ROOT, file), 'utf8').replace(/\s+/g, ' ');
    // A ForwardingHandler's routes are keyed by the subjects it serves: `[AuthSubjects.signUp]: ...`.
    const forwarding = text.includes('ForwardingHandler(');
    for (const m of text.matchAll(/\b(\w+(?:Subjects|Events))\.(\w+)/g)) {
      if (/Socket|Consumer|Debug/.test(m[1])) continue;
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 3);
      const use: Use | undefined = /\.request(<[^>]*>)?\( ?$/.test(before)
        ? 'requests'
        : /(MessagePattern|Handles)\( ?$/.test(before) ||
            (forwarding && /\[ ?$/.test(before) && /^ ?\]:/.test(after))
          ? 'serves'
          : /EventPattern\( ?$|\.on\( ?$/.test(before)
            ? 'listens'
            : /\.emit\( ?$|\.publish\( ?$|\.add\( ?\w+, ?$/.test(before)
              ? 'publishes'
              : undefined;
      if (use) for (const subject of valueOf(m[1], m[2])) uses[user][use].add(subject);
    }
    // Events a database function or trigger (its `*.sql.ts` home) writes to the service's outbox.
    if (file.endsWith('.sql.ts')) {
      for (const m of text.matchAll(/'([a-z-]+\.[a-z.-]+)'/g)) {
        if (events.has(m[1])) uses[user].publishes.add(m[1]);
      }
    }
  }
  // Every service answers its health check (libs/platform's health controller).
  for (const s of SERVICE_NAMES) uses[s].serves.add(contracts.HealthSubjects.check(s));
  return uses;
}

/** Every event subject, from the *Events constants. */
function eventSubjects(): Record<string, true> {
  const all: Record<string, true> = {};
  for (const [name, value] of Object.entries(contracts)) {
    if (!/Events$/.test(name) || /Socket/.test(name) || typeof value !== 'object') continue;
    for (const subject of Object.values(value as Record<string, unknown>))
      if (typeof subject === 'string') all[subject] = true;
  }
  return all;
}

const sorted = (s: Iterable<string>) => [...s].sort();

describe('NATS permissions', () => {
  const code = usesInCode();

  it.each(BUS_USERS)('%s may do exactly what its code does on the bus', (user) => {
    const declared = BUS_PERMISSIONS[user];
    expect(sorted(declared.requests)).toEqual(sorted(code[user].requests));
    expect(sorted(declared.publishes)).toEqual(sorted(code[user].publishes));
    expect(sorted(declared.listens)).toEqual(sorted(code[user].listens));
    expect(sorted(servedSubjects(user))).toEqual(sorted(code[user].serves));
  });

  it('names every request subject once, each answered by one service', () => {
    expect(new Set(REQUEST_SUBJECTS).size).toBe(REQUEST_SUBJECTS.length);
    const served = BUS_USERS.flatMap((u) => servedSubjects(u));
    expect(sorted(served)).toEqual(sorted(REQUEST_SUBJECTS));
  });

  it('lets only the admin service request a credit adjustment, and only auth publish its user events', () => {
    const requesters = BUS_USERS.filter((u) =>
      BUS_PERMISSIONS[u].requests.includes('credits.balance.adjust'),
    );
    expect(requesters).toEqual(['admin']);
    const publishers = BUS_USERS.filter((u) =>
      BUS_PERMISSIONS[u].publishes.some((s) => s.startsWith('auth.user.')),
    );
    expect(publishers).toEqual(['auth']);
    expect(natsPermissions('notifications').publish).not.toContain('credits.balance.adjust');
    expect(natsPermissions('notifications').publish).not.toContain('>');
  });

  it('allows a stack prefix only when asked, and never stream deletion', () => {
    const plain = natsPermissions('credits');
    const prefixed = natsPermissions('credits', { prefixed: true });
    expect(plain.subscribe).toContain('credits.balance.adjust');
    expect(plain.subscribe).not.toContain('*.credits.balance.adjust');
    expect(prefixed.subscribe).toEqual(
      expect.arrayContaining(['credits.balance.adjust', '*.credits.balance.adjust']),
    );
    for (const list of [plain.publish, prefixed.publish])
      expect(list.filter((s) => /DELETE|PURGE|^>$/.test(s))).toEqual([]);
  });

  it.each(BUS_USERS)(
    '%s may only read, pull from and acknowledge on its own durable consumers of the event stream',
    (user) => {
      const own = DURABLE_CONSUMERS.filter((c) => c.group === user).map((c) => c.name);
      for (const prefixed of [false, true]) {
        const jetStream = natsPermissions(user, { prefixed }).publish.filter((s) => s.startsWith('$JS.'));
        const streams = prefixed ? ['EVENTS', '*'] : ['EVENTS'];
        expect(jetStream.sort()).toEqual(
          own
            .flatMap((name) =>
              streams.flatMap((stream) => [
                `$JS.API.CONSUMER.INFO.${stream}.${name}`,
                `$JS.API.CONSUMER.MSG.NEXT.${stream}.${name}`,
                `$JS.ACK.${stream}.${name}.>`,
              ]),
            )
            .sort(),
        );
        // No stream or consumer management, no wildcard over another group's consumers.
        expect(
          jetStream.filter((s) => /STREAM|CREATE|DELETE|PURGE|UPDATE|\$JS\.API\.>|\.\*$/.test(s)),
        ).toEqual([]);
      }
    },
  );

  it.each(BUS_USERS)(
    '%s subscribes only to its own request subjects, the events it hears and its own replies',
    (user) => {
      const { subscribe } = natsPermissions(user);
      const expected = [...new Set([...servedSubjects(user), ...BUS_PERMISSIONS[user].listens])].sort();
      // Replies only to its own inboxes: `_INBOX.>` would let it hear everyone's.
      expect(subscribe).toEqual([...expected, `_INBOX_${user}.>`]);
      const othersRequests = REQUEST_SUBJECTS.filter((s) => !s.startsWith(`${user}.`));
      expect(subscribe.filter((s) => othersRequests.includes(s as never))).toEqual([]);
      expect(subscribe.filter((s) => s.includes('*') || s === '>')).toEqual([]);
    },
  );

  it('creates a durable consumer for each durable event a process hears', () => {
    for (const user of BUS_USERS) {
      const durable = BUS_PERMISSIONS[user].listens.filter(contracts.isDurableEvent).sort();
      expect({ user, durable }).toEqual({
        user,
        durable: DURABLE_CONSUMERS.filter((c) => c.group === user)
          .map((c) => c.subject)
          .sort(),
      });
    }
  });

  it('lets only the migrations user manage JetStream', () => {
    expect(natsPermissions(MIGRATIONS_NATS_USER)).toEqual({
      publish: ['$JS.API.>'],
      subscribe: ['_INBOX_migrations.>'],
    });
    const config = natsServerConfig({ password: (u) => ({ env: `NATS_PASSWORD_${u.toUpperCase()}` }) });
    expect(config).toContain('user: "migrations"');
    expect(config).toContain('password: $NATS_PASSWORD_MIGRATIONS');
    expect(config.match(/"\$JS\.API\.>"/g)).toHaveLength(1);
    expect(config).not.toMatch(/STREAM\.(CREATE|UPDATE|DELETE|PURGE)|CONSUMER\.(CREATE|DURABLE|DELETE)/);
  });

  it('writes passwords as given or as the server’s environment variables', () => {
    const withEnv = natsServerConfig({ password: (u) => ({ env: `NATS_PASSWORD_${u.toUpperCase()}` }) });
    expect(withEnv).toContain('password: $NATS_PASSWORD_GATEWAY');
    expect(withEnv).not.toContain('"*.');
    const literal = natsServerConfig({
      password: (u) => ({ value: `pw-${u}` }),
      prefixed: true,
      superusers: ['tests'],
    });
    expect(literal).toContain('password: "pw-auth"');
    expect(literal).toContain('user: "tests"');
    expect(literal).toContain('"*.auth.account.sign-up"');
  });
});
