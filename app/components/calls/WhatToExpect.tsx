/** The booking page's side panel; `meeting` says how the call happens (by video or by phone), `callLength` how long it lasts ("A full hour"). */
export function WhatToExpect({ meeting, callLength }: { meeting: string; callLength: string }) {
  return (
    <aside className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6" aria-labelledby="what-to-expect">
      <h2 id="what-to-expect" className="text-xl font-bold text-slate-900">
        What to Expect
      </h2>
      <ul className="mt-4 space-y-3 text-sm text-slate-700">
        <li>
          <strong>{callLength}, one-on-one.</strong> Just you and a coach who has run a chip-repair business.
        </li>
        <li data-testid="call-meeting">
          <strong>How we meet:</strong> {meeting}
        </li>
        <li>
          <strong>Please be ready 5 minutes early</strong> in a quiet place with a pen and paper.
        </li>
        <li>
          <strong>Your local market:</strong> where the repairs are in your area (gas stations, car washes, dealerships) and what they pay.
        </li>
        <li>
          <strong>A plan that fits your hours and budget,</strong> with the tools and training you would actually need.
        </li>
        <li>
          <strong>No pressure.</strong> If it is not a fit, we will tell you.
        </li>
      </ul>
    </aside>
  );
}
