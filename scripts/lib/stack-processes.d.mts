import type { ChildProcess } from 'node:child_process';

export function entryOf(role: string, file?: string): string;

export function stackLayout<R extends string>(
  roles: readonly R[],
  replicas?: number,
): { name: R | `${R}-${number}`; role: R }[];

export interface StackProcess {
  name: string;
  role: string;
  child: ChildProcess;
  pid: number | undefined;
  /** What it printed, with `capture`. */
  output(): string;
  exited(): boolean;
  stop(options?: { signal?: NodeJS.Signals; timeoutMs?: number }): Promise<void>;
  kill(): void;
}

export function startStackProcess(options: {
  name: string;
  role?: string;
  entry?: string;
  args?: string[];
  env: NodeJS.ProcessEnv;
  nodeArgs?: string[];
  logFile?: string;
  capture?: boolean;
  onLine?: (line: string) => void;
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}): StackProcess;

export function stopAll(
  processes: StackProcess[],
  options?: { signal?: NodeJS.Signals; timeoutMs?: number },
): Promise<void[]>;

export class HealthTimeout extends Error {
  health: unknown;
}

export function waitForHealth(
  url: string,
  options?: {
    services?: readonly string[];
    ready?: (report: any, response: Response) => boolean;
    timeoutMs?: number;
    intervalMs?: number;
    check?: () => void;
  },
): Promise<any>;
