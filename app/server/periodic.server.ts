/**
 * Work this process repeats in the background: `work` runs now and then every `intervalMs`,
 * without keeping the process alive; a failure is logged under `name` and the next run goes
 * ahead. Starting it again while it runs changes nothing.
 */
export function periodicWork(name: string, work: () => void, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    try {
      work();
    } catch (error) {
      console.error(`[${name}] run failed`, error);
    }
  };
  return {
    start() {
      if (timer) return;
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
