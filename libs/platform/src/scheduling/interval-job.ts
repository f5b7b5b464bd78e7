import { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

/**
 * Work each replica repeats on a timer while the app is up: `tick()` every `intervalMs()` from
 * bootstrap (the first one at once when `runsAtStart`) until the module is destroyed. The timer
 * never keeps the process alive; a tick handles its own failures.
 */
export abstract class IntervalJob implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  /** Whether the first tick runs at bootstrap rather than one interval later. */
  protected readonly runsAtStart: boolean = false;

  /** Milliseconds between two ticks, read once at bootstrap. */
  protected abstract intervalMs(): number;

  /** One round of the work. */
  protected abstract tick(): Promise<unknown>;

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.tick(), this.intervalMs());
    this.timer.unref();
    if (this.runsAtStart) void this.tick();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }
}
