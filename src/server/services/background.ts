import type { Logger } from 'pino';

/**
 * Work that runs after the answer has gone out, such as account mail: how long SMTP takes (or
 * whether there was anything to send) must not show in the answer's timing. A failure is logged,
 * never thrown; shutdown waits for what is still running.
 */
export interface BackgroundTasks {
  /** Starts `task` once the current request has answered; `logger` is the request's, when there is one. */
  run(label: string, task: () => Promise<unknown>, logger?: Logger): void;
  /** Resolves when every task started so far has finished (shutdown, and tests reading the outbox). */
  settled(): Promise<void>;
}

export function createBackgroundTasks(baseLogger: Logger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task, logger = baseLogger) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => {
            logger.error(
              { err: err instanceof Error ? err.message : String(err), task: label },
              'background task failed',
            );
          },
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
