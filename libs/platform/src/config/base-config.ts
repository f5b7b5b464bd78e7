import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsTimeZone, IsUrl, Matches, Max, Min, ValidateBy } from 'class-validator';
import { natsServers } from '../messaging/nats-servers';
import { parseSentinels } from '../redis/redis';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const URL_OPTS = { require_tld: false, require_protocol: true };

/** A comma-separated list of `host:port`; the message names the first entry that is not one. */
function IsSentinelList(): PropertyDecorator {
  return ValidateBy({
    name: 'isSentinelList',
    validator: {
      validate: (value) => typeof value === 'string' && (!value || Array.isArray(parseSentinels(value))),
      defaultMessage: (args) => {
        const parsed = typeof args?.value === 'string' ? parseSentinels(args.value) : { malformed: '' };
        const entry = Array.isArray(parsed) ? '' : ` ("${parsed.malformed}" is not)`;
        return `must be a comma-separated list of host:port, such as redis-sentinel:26379,10.0.0.7:26379${entry}`;
      },
    },
  });
}

/** NATS_URL as every connection reads it (natsServers); the message says what is wrong with it. */
function IsNatsServerList(): PropertyDecorator {
  const fault = (value: unknown) => {
    if (typeof value !== 'string') return 'must be a nats:// URL, or several apart by commas';
    try {
      natsServers(value);
      return undefined;
    } catch (err) {
      return (err as Error).message;
    }
  };
  return ValidateBy({
    name: 'isNatsServerList',
    validator: {
      validate: (value) => fault(value) === undefined,
      defaultMessage: (args) => fault(args?.value) ?? 'is invalid',
    },
  });
}

/**
 * A setting that is a whole number from `min` to `max`, read from its environment text;
 * `message` says what a wrong value must be (`must be a whole number of seconds`).
 */
export function IsIntSetting(min: number, max: number, message?: string): PropertyDecorator {
  // Applied in the order of the stack it stands for: @Type(() => Number) @IsInt() @Min() @Max().
  const rules = [Max(max), Min(min), IsInt(message ? { message } : undefined), Type(() => Number)];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}

/** Settings every process has. Each service's config extends this. */
export class BaseConfig {
  @IsIn(['development', 'production', 'test'], { message: 'must be one of development, production, test' })
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsIn(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  /**
   * The NATS server, or the nodes of a NATS cluster apart by commas
   * (`nats://nats-0.nats:4222,nats://nats-1.nats:4222,nats://nats-2.nats:4222`): every connection
   * is given them all and moves to a surviving node by itself (natsConnectionOptions).
   */
  @IsNatsServerList()
  NATS_URL = 'nats://127.0.0.1:4222';

  /**
   * This process's NATS user (the NATS server's authorization gives each its own permissions,
   * libs/contracts/src/bus-permissions.ts); its name (auth, payments…, gateway) when unset.
   */
  @IsOptional()
  @Matches(/^([a-z0-9_-]{1,64})?$/i, { message: 'must be 1-64 letters, digits, _ or -' })
  NATS_USER = '';

  /** The NATS user's password; unset, the process connects without credentials. */
  @IsOptional()
  NATS_PASSWORD = '';

  /** Prepended to every NATS subject; lets isolated stacks (tests) share one NATS server. */
  @IsOptional()
  @Matches(/^([a-z0-9_-]+\.)?$/i, { message: 'must be empty or a single token ending with a dot' })
  NATS_SUBJECT_PREFIX = '';

  @IsUrl({ ...URL_OPTS, protocols: ['redis', 'rediss'] }, { message: 'must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /**
   * The Sentinels watching the stack's Redis (`host:port`, comma-separated). Set, every client asks
   * them for the primary of REDIS_SENTINEL_NAME and follows a failover; REDIS_URL then only gives
   * the password (and database). Empty: REDIS_URL's one server.
   */
  @IsSentinelList()
  REDIS_SENTINELS = '';

  /** The Sentinels' name of the primary (their `sentinel monitor <name> …`). */
  @Matches(/^[a-z0-9._-]{1,64}$/i, { message: 'must be 1-64 letters, digits, . _ or -' })
  REDIS_SENTINEL_NAME = 'mymaster';

  /** The password the Sentinels ask for (their `requirepass`); empty: none is sent. */
  @IsOptional()
  REDIS_SENTINEL_PASSWORD = '';

  /** Prepended to every Redis key and BullMQ queue, so stacks can share one Redis. */
  @Matches(/^[a-z0-9_:-]{1,40}$/i, { message: 'must be 1-40 letters, digits, _ - or :' })
  REDIS_KEY_PREFIX = 'sf:';

  /** Milliseconds to wait for a reply on NATS before calling a service unavailable. */
  @IsIntSetting(100, 60000, 'must be a whole number of milliseconds')
  REQUEST_TIMEOUT_MS: number = 5000;

  /**
   * Hours the stack's JetStream event stream keeps each durable event, consumed or not: how long
   * a consumer can be away and still get everything it missed.
   */
  @IsIntSetting(1, 8760, 'must be a whole number of hours')
  EVENTS_MAX_AGE_HOURS: number = 168;

  /**
   * Milliseconds a consumer has to acknowledge a durable event before it is handed to another
   * replica: how soon the events a stopped or hung replica had taken are handled elsewhere.
   */
  @IsIntSetting(1000, 600000, 'must be a whole number of milliseconds')
  EVENTS_ACK_WAIT_MS: number = 30000;

  /**
   * Copies JetStream keeps of the event stream and of each durable consumer, on as many nodes of
   * the NATS cluster: 3 survives the loss of one node. Set by the migrations step, which creates
   * them (and changes an existing stream's count); at most the cluster's size, 1 on a single server.
   */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of copies, 1 to 5' })
  @Min(1, { message: 'must be a whole number of copies, 1 to 5' })
  @Max(5, { message: 'must be a whole number of copies, 1 to 5' })
  EVENTS_REPLICAS: number = 1;

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }
}

/** A service that owns a Postgres schema. */
export class ServiceConfig extends BaseConfig {
  @IsUrl({ ...URL_OPTS, protocols: ['postgres', 'postgresql'] }, { message: 'must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/storefront';

  /** Most Postgres connections one process keeps open; replicas × services × this must fit max_connections. */
  @IsIntSetting(1, 100, 'must be a whole number of connections')
  DATABASE_POOL_SIZE: number = 10;

  /** Port of the small HTTP health endpoint used by container probes; 0 turns it off. */
  @IsIntSetting(0, 65535, 'must be a port number')
  HEALTH_PORT: number = 0;

  /** Time zone of day boundaries shown to administrators (filters, charts, CSV dates). */
  @IsTimeZone({ message: 'must be an IANA time zone such as Europe/Paris' })
  DISPLAY_TIME_ZONE = 'Europe/Paris';
}
