import { Injectable } from '@nestjs/common';
import type { ActivityEntry, LiveVisitor, VisitorDevice } from '@storefront/contracts';
import { ServiceRedis } from '@storefront/platform';

/** A visitor as stored: one hash per visit, plus its score (last activity) in the live set. */
export interface StoredVisitor extends Pick<
  LiveVisitor,
  'id' | 'userCode' | 'email' | 'name' | 'device' | 'browser' | 'os' | 'language' | 'url' | 'screenSize'
> {
  userId: string | null;
  ipRaw: string;
  ipNormalized: string;
  ipAnonymized: string;
  ipNetwork: string;
  connectedAt: number;
  lastActivity: number;
}

/**
 * A visit's hash outlives an idle spell in the live set (it is deleted when the socket leaves);
 * this only bounds what a crashed gateway leaves behind.
 */
const VISITOR_TTL_SECONDS = 24 * 3600;

/**
 * Applies a batch of pings in one round trip, and only to visits that still exist, so a ping that
 * crosses its socket's disconnect cannot bring the visitor back. ARGV: ttl, then id, at, url per
 * entry; KEYS: the live set, then each entry's hash.
 */
const APPLY_ACTIVITY = `
local applied = 0
for i = 2, #KEYS do
  local base = (i - 2) * 3 + 1
  local id, at, url = ARGV[base + 1], tonumber(ARGV[base + 2]), ARGV[base + 3]
  if redis.call('EXISTS', KEYS[i]) == 1 then
    local previous = tonumber(redis.call('HGET', KEYS[i], 'lastActivity') or '0')
    if at > previous then
      redis.call('HSET', KEYS[i], 'lastActivity', at, 'url', url)
      redis.call('ZADD', KEYS[1], at, id)
    end
    redis.call('EXPIRE', KEYS[i], ARGV[1])
    applied = applied + 1
  end
end
return applied
`;

const STRING_FIELDS = ['userId', 'userCode', 'email', 'name', 'language', 'url', 'screenSize'] as const;

function fromHash(hash: Record<string, string>): StoredVisitor | null {
  if (!hash.id) return null;
  const nullable = Object.fromEntries(STRING_FIELDS.map((f) => [f, hash[f] ? hash[f] : null]));
  return {
    ...(nullable as Pick<StoredVisitor, (typeof STRING_FIELDS)[number]>),
    id: hash.id,
    ipRaw: hash.ipRaw,
    ipNormalized: hash.ipNormalized,
    ipAnonymized: hash.ipAnonymized,
    ipNetwork: hash.ipNetwork,
    device: hash.device as VisitorDevice,
    browser: hash.browser,
    os: hash.os,
    connectedAt: Number(hash.connectedAt),
    lastActivity: Number(hash.lastActivity),
  };
}

/** The live visitor list in Redis: a sorted set of visit ids by last activity, and a hash per visit. */
@Injectable()
export class LiveVisitorsStore {
  private readonly liveKey: string;

  constructor(private readonly redis: ServiceRedis) {
    this.liveKey = redis.key('live');
  }

  private visitorKey(id: string): string {
    return this.redis.key('visitor', id);
  }

  /** Creates or refreshes a visit; its first connection time is kept on a repeated hello. */
  async put(visitor: StoredVisitor): Promise<void> {
    const key = this.visitorKey(visitor.id);
    const { connectedAt, ...fields } = visitor;
    const flat = Object.entries(fields).flatMap(([k, v]) => [k, v === null ? '' : String(v)]);
    await this.redis.client
      .multi()
      .hset(key, ...flat)
      .hsetnx(key, 'connectedAt', String(connectedAt))
      .expire(key, VISITOR_TTL_SECONDS)
      .zadd(this.liveKey, visitor.lastActivity, visitor.id)
      .exec();
  }

  async applyActivity(entries: ActivityEntry[]): Promise<number> {
    if (!entries.length) return 0;
    const keys = [this.liveKey, ...entries.map((e) => this.visitorKey(e.visitId))];
    const args = [String(VISITOR_TTL_SECONDS), ...entries.flatMap((e) => [e.visitId, String(e.at), e.url])];
    return Number(await this.redis.client.eval(APPLY_ACTIVITY, keys.length, ...keys, ...args));
  }

  /** Removes a visit and returns what it was, for the history. */
  async take(id: string): Promise<StoredVisitor | null> {
    const key = this.visitorKey(id);
    const result = await this.redis.client.multi().hgetall(key).del(key).zrem(this.liveKey, id).exec();
    return fromHash((result?.[0]?.[1] as Record<string, string>) ?? {});
  }

  /** Drops visits idle since before `before` from the list (their hashes stay until they leave). */
  async dropIdle(before: number): Promise<void> {
    await this.redis.client.zremrangebyscore(this.liveKey, '-inf', `(${before}`);
  }

  async counts(now: number, windows: number[]): Promise<{ total: number; within: number[] }> {
    const pipeline = this.redis.client.pipeline().zcard(this.liveKey);
    for (const ms of windows) pipeline.zcount(this.liveKey, String(now - ms), '+inf');
    const results = (await pipeline.exec()) ?? [];
    const values = results.map(([err, value]) => {
      if (err) throw err;
      return Number(value);
    });
    return { total: values[0], within: values.slice(1) };
  }

  /** Visitors by most recent activity; ids whose hash is gone are removed from the set. */
  async page(offset: number, count: number): Promise<StoredVisitor[]> {
    const ids = await this.redis.client.zrevrangebyscore(
      this.liveKey,
      '+inf',
      '-inf',
      'LIMIT',
      offset,
      count,
    );
    if (!ids.length) return [];
    const pipeline = this.redis.client.pipeline();
    for (const id of ids) pipeline.hgetall(this.visitorKey(id));
    const hashes = (await pipeline.exec()) ?? [];
    const visitors: StoredVisitor[] = [];
    const orphans: string[] = [];
    hashes.forEach(([err, hash], i) => {
      const visitor = err ? null : fromHash(hash as Record<string, string>);
      if (visitor) visitors.push(visitor);
      else orphans.push(ids[i]);
    });
    if (orphans.length) await this.redis.client.zrem(this.liveKey, ...orphans);
    return visitors;
  }

  /** Every visit in the list with its last activity, for syncing the history. */
  async activitySince(since: number): Promise<{ id: string; at: number }[]> {
    const flat = await this.redis.client.zrangebyscore(this.liveKey, String(since), '+inf', 'WITHSCORES');
    const out: { id: string; at: number }[] = [];
    for (let i = 0; i < flat.length; i += 2) out.push({ id: flat[i], at: Number(flat[i + 1]) });
    return out;
  }

  /** Empties the list; visitors still connected come back with their next ping. */
  async clear(): Promise<number> {
    const result = await this.redis.client.multi().zcard(this.liveKey).del(this.liveKey).exec();
    return Number(result?.[0]?.[1] ?? 0);
  }

  /** One replica at a time runs a periodic job; true when this one got the turn. */
  async takeTurn(job: string, ttlMs: number): Promise<boolean> {
    return (
      (await this.redis.client.set(this.redis.key('lock', job), String(process.pid), 'PX', ttlMs, 'NX')) ===
      'OK'
    );
  }
}
