export function redisServerArgs(port: number, password?: string): string[];
