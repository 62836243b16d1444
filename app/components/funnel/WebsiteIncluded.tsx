import { ActionLink } from "~/components/funnel/ActionLink";
import { CheckList } from "~/components/funnel/CheckList";
import { linesOf } from "~/lib/page-lines";

export function WebsiteIncluded({ words }: { words: Record<string, string> }) {
  return (
    <section aria-labelledby="website-heading" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 lg:grid-cols-2">
        <div>
          <p className="text-sm font-bold uppercase tracking-wide text-accent-600">{words.eyebrow}</p>
          <h2 id="website-heading" className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">
            {words.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{words.intro}</p>
          <p className="mt-4 inline-block rounded-lg bg-green-100 px-4 py-2 font-bold text-green-900">{words.hostingOffer}</p>
          <CheckList items={linesOf(words.benefits)} className="mt-6 text-slate-800" />
          <ActionLink to="/chip-repair-demo" variant="brand" className="mt-8">
            {words.button}
          </ActionLink>
        </div>
        <SiteMockup />
      </div>
    </section>
  );
}

/** A drawing of a student's website; decorative, the list beside it says the same in words. */
function SiteMockup() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl">
      <div className="flex items-center gap-1.5 border-b border-slate-200 bg-slate-100 px-4 py-3">
        <span className="h-3 w-3 rounded-full bg-red-400" />
        <span className="h-3 w-3 rounded-full bg-amber-400" />
        <span className="h-3 w-3 rounded-full bg-green-500" />
        <span className="ml-3 flex-1 rounded bg-white px-3 py-1 text-xs text-slate-600">yourcitychiprepair.com</span>
      </div>
      <div className="bg-brand-800 px-6 py-8 text-white">
        <p className="text-xl font-extrabold">Your City Mobile Chip Repair</p>
        <p className="mt-2 text-sm text-brand-50">We come to you. Most repairs are free with insurance.</p>
        <div className="mt-5 flex flex-wrap gap-2 text-sm font-bold">
          <span className="rounded-md bg-accent-500 px-4 py-2 text-slate-900">Book a Repair</span>
          <span className="rounded-md bg-white px-4 py-2 text-brand-800">Check My Insurance</span>
        </div>
      </div>
      <div className="grid grid-cols-3 gap-3 p-6 text-center text-xs text-slate-700">
        <span className="rounded-lg bg-slate-50 p-3 font-semibold">15-minute repairs</span>
        <span className="rounded-lg bg-slate-50 p-3 font-semibold">Mobile service</span>
        <span className="rounded-lg bg-slate-50 p-3 font-semibold">Insurance billing</span>
      </div>
    </div>
  );
}
