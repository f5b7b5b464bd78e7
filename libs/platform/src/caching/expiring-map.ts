/**
 * A map whose entries each stand until a moment of their own, for values a process may reuse for
 * a while (a verified token, an answer that is fresh for a known time). An expired entry is never
 * returned. With `maxEntries`, adding to a full map drops the entry that was set longest ago.
 */
export class ExpiringMap<K, V> {
  /** In the order the entries were set (a set moves its key to the end). */
  private readonly entries = new Map<K, { value: V; until: number }>();

  constructor(private readonly options: { maxEntries?: number } = {}) {}

  /** The value set for `key`, unless it has expired. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() < entry.until) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `value` for `key` until `until` (ms since the epoch). */
  set(key: K, value: V, until: number): void {
    this.entries.delete(key);
    const max = this.options.maxEntries;
    if (max !== undefined && this.entries.size >= max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
