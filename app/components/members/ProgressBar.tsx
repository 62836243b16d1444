import type { Progress } from "~/lib/curriculum";

/**
 * completed/total, the percent, and a bar whose value is the percent (0 to 100). Made of
 * spans only, so it may stand where HTML allows nothing but phrasing content (a module
 * card's `<summary>`).
 */
export function ProgressBar({ label, progress }: { label: string; progress: Progress }) {
  return (
    <span className="block">
      <span className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">{label}</span>
        <span className="text-slate-700" data-testid={`${label.toLowerCase().replace(/\s+/g, "-")}-figures`}>
          {progress.completed}/{progress.total} steps · {progress.percent}%
        </span>
      </span>
      <span
        className="mt-1 block h-2 w-full overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span className="block h-full rounded-full bg-green-600" style={{ width: `${progress.percent}%` }} />
      </span>
    </span>
  );
}
