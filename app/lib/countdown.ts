/** Whole seconds shown as minutes:seconds, e.g. 120 -> "2:00", 59 -> "0:59". Never below "0:00". */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Seconds left until the deadline, rounded up so the display only reaches 0 at the deadline. */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
