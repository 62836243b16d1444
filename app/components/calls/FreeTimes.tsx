import type { ReactNode } from "react";
import { longDateLabel } from "~/lib/calendar-dates";

/**
 * A day's free times as radios named `datetime` (the instant), with the day as a hidden `date`,
 * for a form that picks one: moving a call, booking a coaching session. `error`: the message
 * for the choice, shown above the times; `chosen`: the time picked before the form came back.
 */
export function FreeTimes({
  availability,
  error,
  chosen,
}: {
  availability: { date: string; slots: { time: string; datetime: string }[] };
  error?: ReactNode;
  chosen?: string;
}) {
  return (
    <>
      <input type="hidden" name="date" value={availability.date} />
      <fieldset aria-describedby={error ? "datetime-error" : undefined}>
        <legend className="text-sm font-semibold text-slate-900">Free times on {longDateLabel(availability.date)}</legend>
        {error ? (
          <p id="datetime-error" data-testid="datetime-error" className="mt-1 text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {availability.slots.map((slot) => (
            <label key={slot.datetime} className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2">
              <input type="radio" name="datetime" value={slot.datetime} defaultChecked={slot.datetime === chosen} required />
              {slot.time}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
