/**
 * One call at a time per key: callers that ask for a key while its call is under way share that
 * call's result or error instead of starting another.
 */
export class KeyedSingleFlight<K, V> {
  private readonly running = new Map<K, Promise<V>>();

  run(key: K, call: () => Promise<V>): Promise<V> {
    let flight = this.running.get(key);
    if (!flight) {
      flight = call().finally(() => this.running.delete(key));
      this.running.set(key, flight);
    }
    return flight;
  }
}
