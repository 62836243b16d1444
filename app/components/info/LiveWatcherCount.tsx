import { useEffect, useState } from "react";
import { watcherCount } from "~/content/webinar";

/** A random whole number from -maxStep to +maxStep. */
function randomStep(maxStep: number): number {
  return Math.floor(Math.random() * (2 * maxStep + 1)) - maxStep;
}

/**
 * The "watching now" figure. It is cosmetic: the server renders the starting value, and with
 * JavaScript it drifts slightly every interval so the page feels live.
 */
export function LiveWatcherCount() {
  const [count, setCount] = useState<number>(watcherCount.start);

  useEffect(() => {
    const timer = window.setInterval(() => setCount((current) => current + randomStep(watcherCount.maxStep)), watcherCount.intervalMs);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <span data-testid="watcher-count" className="font-semibold tabular-nums">
      {count.toLocaleString("en-US")}
    </span>
  );
}
