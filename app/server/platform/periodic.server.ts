/**
 * Work this process repeats in the background: `work` runs now and then every `intervalMs`,
 * without keeping the process alive; a failure is logged under `name` and the next run goes
 * ahead. A run still going (asynchronous work) is not started again beside itself, and
 * `stop` waits for it. Starting it again while it runs changes nothing.
 */
export function periodicWork(name: string, work: () => unknown, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  const runOnce = async () => {
    try {
      await work();
    } catch (error) {
      console.error(`[${name}] run failed`, error);
    } finally {
      current = undefined;
    }
  };
  const run = () => {
    current ??= runOnce();
  };
  return {
    start() {
      if (timer) return;
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
}
