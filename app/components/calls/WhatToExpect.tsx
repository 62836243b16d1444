import type { ListEntry } from "~/lib/text-units";

/**
 * The booking page's side panel; `meeting` says how the call happens (by video or by phone),
 * `callLength` how long it lasts ("A full hour"), `words` the owner's words (page.booking-calendar)
 * and `points` the owner's points after those two (page.booking-calendar.expect).
 */
export function WhatToExpect({
  meeting,
  callLength,
  words,
  points,
}: {
  meeting: string;
  callLength: string;
  words: Record<string, string>;
  points: ListEntry[];
}) {
  return (
    <aside className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6" aria-labelledby="what-to-expect">
      <h2 id="what-to-expect" className="text-xl font-bold text-slate-900">
        {words.expectHeading}
      </h2>
      <ul className="mt-4 space-y-3 text-sm text-slate-700">
        <li>
          <strong>{callLength}, one-on-one.</strong> {words.expectLength}
        </li>
        <li data-testid="call-meeting">
          <strong>{words.expectMeeting}</strong> {meeting}
        </li>
        {points.map((point, index) => (
          <li key={index}>
            <strong>{point.lead}</strong> {point.text}
          </li>
        ))}
      </ul>
    </aside>
  );
}
