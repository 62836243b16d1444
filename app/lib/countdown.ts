/**
 * Whole seconds as a countdown: minutes:seconds under an hour ("2:00", "0:59"), then
 * hours:minutes:seconds ("3:04:05"), then days before those ("2d 3:04:05"). Never below "0:00".
 */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, "0");
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const clock = seconds >= 3_600 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** Seconds left until the deadline, rounded up so the display only reaches 0 at the deadline. */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
