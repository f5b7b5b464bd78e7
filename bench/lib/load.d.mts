/** Calls fn(i) for i from 0 to count − 1, call i at i/rate s after the start (load.mjs). */
export function atRate<T>(
  rate: number,
  count: number,
  fn: (i: number) => Promise<T>,
): Promise<{ seconds: number; results: PromiseSettledResult<T>[] }>;
