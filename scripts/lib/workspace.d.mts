export const ROOT: string;
export const SERVICES: readonly string[];
/** Runs every migration of `services` (default all six) with `env`. */
export function migrate(env: NodeJS.ProcessEnv, services?: readonly string[]): Promise<void>;
