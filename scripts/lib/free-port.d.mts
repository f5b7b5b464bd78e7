/** A port of 127.0.0.1 nothing listens on, never handed out twice by this process. */
export function freePort(): Promise<number>;
