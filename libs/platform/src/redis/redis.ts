import Redis, { type RedisOptions } from 'ioredis';

/** The settings that say where the stack's Redis is (every config has them, see BaseConfig). */
export interface RedisSettings {
  REDIS_URL: string;
  REDIS_SENTINELS: string;
  REDIS_SENTINEL_NAME: string;
  REDIS_SENTINEL_PASSWORD: string;
}

/**
 * Where the stack's Redis is: the one server of `url`, or, with `sentinels`, the primary the
 * Sentinels name for `name`. The URL then only gives the password, user, database and TLS.
 */
export interface RedisTarget {
  url: string;
  sentinels?: { host: string; port: number }[];
  name?: string;
  sentinelPassword?: string;
}

/**
 * ioredis's options for a connection to the target, with `url` (as BullMQ reads it) for one
 * server. Mapped to a plain object type, so BullMQ's `connection` (an open record) takes it.
 */
export type RedisConnectionOptions = { [K in keyof RedisOptions]: RedisOptions[K] } & { url?: string };

/** `host:port`, a name or IPv4 address, or an IPv6 address in brackets; the port 1-65535. */
const SENTINEL_ADDRESS = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?):(\d{1,5})$/i;

/** The `host:port` entries of REDIS_SENTINELS, or the first entry that is not one. */
export function parseSentinels(list: string): { host: string; port: number }[] | { malformed: string } {
  const sentinels: { host: string; port: number }[] = [];
  for (const entry of list.split(',').map((e) => e.trim())) {
    const match = SENTINEL_ADDRESS.exec(entry);
    const port = Number(match?.[3]);
    if (!match || port < 1 || port > 65535) return { malformed: entry };
    sentinels.push({ host: match[1].replace(/^\[(.*)\]$/, '$1'), port });
  }
  return sentinels;
}

/** The target a process's config names: Sentinel when REDIS_SENTINELS is set, else REDIS_URL's server. */
export function redisTarget(config: RedisSettings): RedisTarget {
  if (!config.REDIS_SENTINELS) return { url: config.REDIS_URL };
  const sentinels = parseSentinels(config.REDIS_SENTINELS);
  // The config's validation refuses a malformed list; this is for a target built by hand.
  if (!Array.isArray(sentinels))
    throw new Error(`REDIS_SENTINELS: "${sentinels.malformed}" is not host:port`);
  return {
    url: config.REDIS_URL,
    sentinels,
    name: config.REDIS_SENTINEL_NAME,
    sentinelPassword: config.REDIS_SENTINEL_PASSWORD || undefined,
  };
}

/**
 * The options every client of the target is made with, ours and BullMQ's. Through Sentinel, a
 * client asks the Sentinels for the primary at each (re)connection and checks the server it
 * reaches is one (a replica is left for the next address), and a READONLY answer (it is still on
 * a primary demoted while up: a manual failover, a healed partition) makes it reconnect.
 * Reconnection never stops: ioredis's retry strategies keep trying, whatever the per-command
 * options.
 */
export function redisConnectionOptions(target: string | RedisTarget): RedisConnectionOptions {
  const { url, sentinels, name, sentinelPassword } = typeof target === 'string' ? { url: target } : target;
  if (!sentinels?.length) return { url };
  const parsed = new URL(url);
  const tls = parsed.protocol === 'rediss:';
  return {
    sentinels,
    name,
    sentinelPassword,
    username: decodeURIComponent(parsed.username) || undefined,
    password: decodeURIComponent(parsed.password) || undefined,
    db: Number(parsed.pathname.slice(1)) || 0,
    ...(tls ? { tls: {}, enableTLSForSentinelMode: true } : {}),
    reconnectOnError: (err) => err.message.startsWith('READONLY'),
  };
}

/**
 * Every Redis connection of the stack starts here. The defaults fail fast: one try per command and
 * nothing queued while disconnected, so a request or a handler waiting on Redis learns of an outage
 * at once instead of hanging (callers that must ride out an outage, like socket.io's pub/sub, pass
 * `maxRetriesPerRequest: null, enableOfflineQueue: true`). Connection errors surface as the
 * caller's failed commands, not as process-level events. The target is a `redis://` URL (which
 * may carry a password: `redis://:secret@host:6379`) or, with Sentinel, `redisTarget(config)`;
 * either way the client reconnects by itself, to the new primary after a failover. Through
 * Sentinel it also follows the Sentinels' `+switch-master` (`followPromotions`) and leaves a
 * demoted primary at once, even a client that only reads or subscribes.
 */
export function createRedis(target: string | RedisTarget, options: RedisOptions = {}): Redis {
  const { url, ...connection } = redisConnectionOptions(target);
  const settings: RedisOptions = {
    ...connection,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    ...options,
  };
  const redis = url ? new Redis(url, settings) : new Redis(settings);
  redis.on('error', () => undefined);
  if (connection.sentinels?.length) followPromotions(redis, settings);
  return redis;
}

/**
 * The Sentinels' announcements of a new primary, heard once per process and Sentinel group: a
 * subscription to `+switch-master` on each Sentinel, shared by every client made through them,
 * closed with the last of those clients.
 */
class PromotionWatch {
  private readonly clients = new Set<Redis>();
  private readonly subscribers: Redis[];
  private lastSwitch = '';

  constructor(
    private readonly key: string,
    private readonly name: string,
    options: RedisOptions,
  ) {
    this.subscribers = (options.sentinels ?? []).map(({ host, port }) => {
      const subscriber = new Redis({
        host,
        port,
        username: options.sentinelUsername,
        password: options.sentinelPassword,
        tls: options.enableTLSForSentinelMode ? options.tls : undefined,
        // A Sentinel that is away is asked again until it is back; the others still announce.
        retryStrategy: (times) => Math.min(times * 100, 2000),
        maxRetriesPerRequest: null,
        enableReadyCheck: false,
      });
      subscriber.on('error', () => undefined);
      subscriber.on('message', (_channel: string, message: string) => this.switched(message));
      subscriber.subscribe('+switch-master').catch(() => undefined);
      return subscriber;
    });
  }

  add(client: Redis): void {
    this.clients.add(client);
    client.once('end', () => {
      this.clients.delete(client);
      if (this.clients.size) return;
      watches.delete(this.key);
      this.subscribers.forEach((s) => s.disconnect());
    });
  }

  /**
   * `<name> <old ip> <old port> <new ip> <new port>`, from each Sentinel in turn. A client still on
   * another server reconnects, and asks the Sentinels for the primary again. Only a connected
   * one: a client reconnecting already asks them, and asks the new primary's address; and ending
   * the connection of one that is asking them meanwhile would leave it closed for good (ioredis
   * gives up a connection attempt ended while it resolves the primary).
   */
  private switched(message: string): void {
    const [name, , , host, port] = message.split(' ');
    if (name !== this.name || message === this.lastSwitch) return;
    this.lastSwitch = message;
    for (const client of this.clients) {
      if (client.status !== 'ready') continue;
      const { remoteAddress, remotePort } = client.stream;
      const onNew = remotePort === Number(port) && remoteAddress?.replace(/^::ffff:/, '') === host;
      if (!onNew) client.disconnect(true);
    }
  }
}

/** The process's watches, by Sentinel group and primary name. */
const watches = new Map<string, PromotionWatch>();

/**
 * Makes `client` (through the Sentinels of `options`) leave its server when the Sentinels promote
 * another one, so a primary demoted while still up (a manual failover, a healed partition) loses
 * even the clients that only read or subscribe, which no READONLY answer would move. Instead of
 * ioredis's own `failoverDetector`, which keeps the detector of a lost connection and ends the
 * next connection attempt with it: a client asking the Sentinels at that moment stays closed.
 */
export function followPromotions(client: Redis, options: RedisOptions): void {
  const name = options.name ?? '';
  const key = JSON.stringify([options.sentinels, name, options.sentinelUsername, options.sentinelPassword]);
  let watch = watches.get(key);
  if (!watch) {
    watch = new PromotionWatch(key, name, options);
    watches.set(key, watch);
  }
  watch.add(client);
}

/** How many processes' worth of `+switch-master` subscriptions are open (for the tests). */
export function promotionWatches(): number {
  return watches.size;
}

/**
 * BullMQ's `connection` for the target: BullMQ makes its queues' and workers' clients from these
 * options (and its own retry strategy). Workers block on Redis, and BullMQ requires unlimited
 * retries per request for them. No `+switch-master` listener: BullMQ makes and closes its
 * clients itself; its commands are writes, so a demoted primary's READONLY moves them on.
 */
export function bullConnection(target: RedisTarget): Omit<RedisConnectionOptions, 'retryStrategy'> {
  return { ...redisConnectionOptions(target), maxRetriesPerRequest: null };
}

/** One round trip to Redis, connecting first when the client was made with `lazyConnect`. */
export async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
  await redis.ping();
}
