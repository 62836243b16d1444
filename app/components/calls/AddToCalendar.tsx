import type { CalendarLinks } from "~/lib/calendar-links";

const linkClass = "inline-block rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800";

/** Add a booked call to a calendar: plain links, so it works without JavaScript. */
export function AddToCalendar({ links, className = "" }: { links: CalendarLinks; className?: string }) {
  return (
    <section aria-labelledby="add-to-calendar" data-testid="add-to-calendar" className={className}>
      <h2 id="add-to-calendar" className="font-bold text-slate-900">
        Add the call to your calendar
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        <li>
          <a href={links.google} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Google Calendar
          </a>
        </li>
        <li>
          <a href={links.outlook} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Outlook
          </a>
        </li>
        <li>
          <a href={links.file} download="strategy-call.ics" className={linkClass}>
            Apple or other calendar (.ics)
          </a>
        </li>
      </ul>
    </section>
  );
}
