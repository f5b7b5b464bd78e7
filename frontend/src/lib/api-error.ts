/** An HTTP failure from our API. `message` is the server's `error` text, ready to show. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    /** The parsed response body, for endpoints whose error payload carries data (e.g. a ban). */
    readonly body: unknown,
    /** On a 429: the seconds the server's `Retry-After` asks to wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
