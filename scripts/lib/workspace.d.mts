export const ROOT: string;
export const SERVICES: readonly string[];
/**
 * Runs every migration of `services` (default all six), then creates or updates the event stream
 * and its durable consumers, with `env` (NATS_USER/NATS_PASSWORD of the migrations user).
 */
export function migrate(env: NodeJS.ProcessEnv, services?: readonly string[]): Promise<void>;
