/**
 * The NATS server's authorization, generated from what the bus users may do (bus-permissions.ts):
 * each user's publish and subscribe permissions, its inbox, its password's variable, and the
 * `authorization` block `scripts/generate-nats-config.mjs` writes for Kubernetes and compose.
 */
import {
  type BusUser,
  MIGRATIONS_NATS_USER,
  NATS_USERS,
  type NatsUser,
  servedSubjects,
  BUS_PERMISSIONS,
  DURABLE_CONSUMERS,
} from './bus-permissions';
import { eventStreamName } from './durable-events';

/**
 * The JetStream API a bus user calls at run time: read, pull from and acknowledge on its own
 * durable consumers, nothing else. Creating, changing, deleting or purging a stream or a consumer
 * is the migrations user's alone. `prefixed`: the stream of any stack (`EVENTS_<prefix>`): a NATS
 * wildcard matches whole tokens only, so the stream's token is `*` there.
 */
function jetStreamSubjects(user: BusUser, prefixed: boolean): string[] {
  const streams = prefixed ? [eventStreamName(''), '*'] : [eventStreamName('')];
  return DURABLE_CONSUMERS.filter((c) => c.group === user).flatMap(({ name }) =>
    streams.flatMap((stream) => [
      `$JS.API.CONSUMER.INFO.${stream}.${name}`,
      `$JS.API.CONSUMER.MSG.NEXT.${stream}.${name}`,
      `$JS.ACK.${stream}.${name}.>`,
    ]),
  );
}

/**
 * Where a NATS user's replies arrive (`_INBOX_<user>.…`, the client's `inboxPrefix`): the only
 * inboxes it may subscribe to. With one inbox space for all, any user could hear every reply on
 * the bus, the sign-ins' tokens and the events pulled through other groups' consumers among them.
 */
export function natsInboxPrefix(user: string): string {
  return `_INBOX_${user}`;
}

/** The NATS permissions of one user: what it may publish and subscribe to. */
export interface NatsUserPermissions {
  publish: string[];
  subscribe: string[];
}

/**
 * `prefixed`: also allow every subject under a one-token NATS_SUBJECT_PREFIX (`<prefix>.auth.…`),
 * as the test runs and benchmarks use to share one server; production has no prefix.
 */
export function natsPermissions(user: NatsUser, options: { prefixed?: boolean } = {}): NatsUserPermissions {
  // The migrations user's: the whole JetStream API, and the answers to it.
  if (user === MIGRATIONS_NATS_USER)
    return { publish: ['$JS.API.>'], subscribe: [`${natsInboxPrefix(user)}.>`] };
  const { requests, publishes, listens } = BUS_PERMISSIONS[user];
  const serves = servedSubjects(user);
  const subjects = (list: readonly string[]) => {
    const unique = [...new Set(list)].sort();
    return options.prefixed ? unique.flatMap((s) => [s, `*.${s}`]) : unique;
  };
  return {
    publish: [
      ...subjects([...requests, ...publishes]),
      ...jetStreamSubjects(user, options.prefixed ?? false),
    ],
    subscribe: [...subjects([...serves, ...listens]), `${natsInboxPrefix(user)}.>`],
  };
}

/** How the generated configuration names a user's password. */
export type NatsPasswordSource =
  /** The password itself (a test run's or a local `npm start`'s own server). */
  | { value: string }
  /** An environment variable of the NATS server's process (Kubernetes and compose secrets). */
  | { env: string };

/** NATS_PASSWORD_AUTH, NATS_PASSWORD_GATEWAY…: the NATS server's variable holding a user's password. */
export function natsPasswordVariable(user: string): string {
  return `NATS_PASSWORD_${user.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

export interface NatsServerConfigOptions {
  password(user: string): NatsPasswordSource;
  /** Allow subjects under a NATS_SUBJECT_PREFIX (see natsPermissions). */
  prefixed?: boolean;
  /**
   * Users besides the seven and the migrations user, with every permission: the tests' own
   * clients (which stand in for services and drop the streams of their stacks).
   */
  superusers?: readonly string[];
  /** Lines before the authorization block (listen, jetstream…). */
  preamble?: readonly string[];
}

const quote = (s: string) => JSON.stringify(s);
const list = (items: readonly string[], indent: string) =>
  `[\n${items.map((i) => `${indent}  ${quote(i)}`).join(',\n')}\n${indent}]`;

/**
 * A nats-server configuration file whose `authorization` block gives every bus user, and the
 * migrations user, its password and permissions. Replies to the requests a user answers go
 * through `allow_responses` (one reply per request), so no user may publish on another's reply
 * subjects.
 */
export function natsServerConfig(options: NatsServerConfigOptions): string {
  const password = (user: string) => {
    const source = options.password(user);
    return 'value' in source ? quote(source.value) : `$${source.env}`;
  };
  const users = NATS_USERS.map((user) => {
    const { publish, subscribe } = natsPermissions(user, { prefixed: options.prefixed });
    const responses = user === MIGRATIONS_NATS_USER ? [] : [`        allow_responses: true`];
    return [
      `    {`,
      `      user: ${quote(user)}`,
      `      password: ${password(user)}`,
      `      permissions: {`,
      `        publish: { allow: ${list(publish, '        ')} }`,
      `        subscribe: { allow: ${list(subscribe, '        ')} }`,
      ...responses,
      `      }`,
      `    }`,
    ].join('\n');
  });
  for (const user of options.superusers ?? []) {
    users.push(
      [
        `    {`,
        `      user: ${quote(user)}`,
        `      password: ${password(user)}`,
        `      permissions: { publish: { allow: [">"] }, subscribe: { allow: [">"] } }`,
        `    }`,
      ].join('\n'),
    );
  }
  return [
    '# Generated from libs/contracts/src/bus-permissions.ts: every process has its own NATS user,',
    '# allowed the subjects its code uses and nothing else; only the migrations user manages',
    '# JetStream streams and consumers.',
    ...(options.preamble ?? []),
    'authorization {',
    '  users = [',
    users.join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}
