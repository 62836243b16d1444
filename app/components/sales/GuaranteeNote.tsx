import type { GuaranteeWords } from "~/lib/page-texts/sales";

/** The money-back guarantee as a boxed note, in the studio's words; headingLevel keeps the page outline in order. */
export function GuaranteeNote({ words, headingLevel = 2, className = "" }: { words: GuaranteeWords; headingLevel?: 2 | 3; className?: string }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={`flex gap-4 rounded-2xl border border-green-200 bg-green-50 p-5 ${className}`}>
      <svg aria-hidden="true" width="40" height="40" viewBox="0 0 24 24" fill="currentColor" className="shrink-0 text-green-700">
        <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4z" />
      </svg>
      <div>
        <Heading className="text-lg font-bold text-slate-900">{words.title}</Heading>
        <p className="mt-1 text-slate-700">{words.text}</p>
      </div>
    </section>
  );
}
