// What `npm start` and `npm test` started (processes, containers, a Postgres cluster), so that any
// way out (a failed step, Ctrl-C, SIGTERM, a crash) stops it, and nothing that was already running.

/** A failure the user can act on: its lines are printed as they are, without a stack trace. */
export class StartError extends Error {
  constructor(lines) {
    super(lines.join('\n'));
    this.lines = lines;
  }
}

const entries = [];

/**
 * Registers how to stop something this run started. `stop` may be async (waits for the exit);
 * `killNow` must be synchronous: it runs when the process exits before `stop` could (a crash, a
 * second Ctrl-C). Returns the entry's own stop, which runs once and unregisters it.
 */
export function onCleanup(stop, killNow = stop) {
  const entry = { stop, killNow, done: undefined };
  entries.push(entry);
  const run = () => {
    entry.done ??= (async () => {
      const at = entries.indexOf(entry);
      if (at !== -1) entries.splice(at, 1);
      try {
        await entry.stop();
      } catch (err) {
        console.error(`  (while stopping: ${err.message})`);
      }
    })();
    return entry.done;
  };
  entry.run = run;
  return run;
}

/** Whether anything this run started is still registered to be stopped. */
export const hasCleanups = () => entries.length > 0;

/** Stops everything registered, the latest first. */
export async function cleanUp() {
  while (entries.length) await entries[entries.length - 1].run();
}

process.on('exit', () => {
  for (const entry of entries.reverse()) {
    try {
      entry.killNow();
    } catch {
      // best effort: the process is exiting
    }
  }
});

/** Prints a failure: a StartError's lines as they are, anything else (a bug) with its stack. */
export function report(err) {
  console.error('\nCannot bring the stack up:');
  if (err instanceof StartError) for (const line of err.lines) console.error(`  ${line}`);
  else console.error(err?.stack ?? String(err));
}
