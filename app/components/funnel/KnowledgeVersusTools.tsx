import type { ListEntry } from "~/lib/text-units";
import { SectionHeading } from "~/components/funnel/SectionHeading";

export function KnowledgeVersusTools({ words, rows }: { words: Record<string, string>; rows: ListEntry[] }) {
  return (
    <section aria-labelledby="knowledge-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4">
        <SectionHeading id="knowledge-heading" eyebrow={words.eyebrow} title={words.heading}>
          {words.intro}
        </SectionHeading>
        <p className="mx-auto mt-10 flex max-w-2xl flex-col items-center gap-2 rounded-2xl border-2 border-red-700 bg-white p-6 text-center sm:flex-row sm:gap-6 sm:text-left">
          <span className="text-5xl font-extrabold text-red-700">{words.statistic}</span>
          <span className="text-lg font-semibold text-slate-800">{words.statisticText}</span>
        </p>
        <div className="mt-10 overflow-hidden rounded-2xl bg-white shadow-sm">
          <table className="w-full table-fixed text-left text-sm sm:text-base">
            <caption className="sr-only">{words.caption}</caption>
            <thead className="bg-slate-900 text-white">
              <tr>
                <th scope="col" className="p-3 sm:p-4">
                  {words.topicColumn}
                </th>
                <th scope="col" className="p-3 sm:p-4">
                  {words.toolsOnlyColumn}
                </th>
                <th scope="col" className="bg-brand-700 p-3 sm:p-4">
                  {words.withTrainingColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className="border-t border-slate-200 align-top">
                  <th scope="row" className="p-3 font-semibold text-slate-900 sm:p-4">
                    {row.topic}
                  </th>
                  <td className="p-3 text-slate-700 sm:p-4">{row.toolsOnly}</td>
                  <td className="bg-brand-50 p-3 font-medium text-slate-900 sm:p-4">{row.withTraining}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
