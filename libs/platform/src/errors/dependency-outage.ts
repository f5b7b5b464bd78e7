/** Socket failures: the peer (Postgres, Redis, another host) is not reachable right now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * What pg, TypeORM and ioredis say when the connection is gone rather than the query wrong.
 * Postgres SQLSTATE class 08 is "connection exception"; 57P01-57P03 are shutdowns and start-ups.
 */
const OUTAGE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|enableOfflineQueue options is false|max retries per request/i;
const OUTAGE_NAMES = new Set(['MaxRetriesPerRequestError', 'QueryRunnerProviderAlreadyReleasedError']);

/**
 * Whether an error means a dependency (database, Redis) is unreachable, as opposed to a bug: such
 * a request deserves a 503 "try again later", not a 500.
 */
export function isDependencyOutage(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || /^(08|57P0[1-3])/.test(e.code)))
    return true;
  if (typeof e.name === 'string' && OUTAGE_NAMES.has(e.name)) return true;
  if (typeof e.message === 'string' && OUTAGE_MESSAGES.test(e.message)) return true;
  const nested = [e.driverError, e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  return nested.some((inner) => isDependencyOutage(inner, depth + 1));
}
