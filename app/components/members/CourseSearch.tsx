import { Form, Link } from "@remix-run/react";
import { lessonPath } from "~/lib/curriculum";

type Result = { title: string; lessons: string[]; kind: "passage" | "lesson"; excerpt: { text: string; match: boolean }[] };

/** Search the course (a GET form, ?q=): lessons and notes, matched words marked. */
export function CourseSearch({ search }: { search: { query: string; results: Result[] } | null }) {
  return (
    <div className="mt-6">
      <Form method="get" role="search" className="flex gap-2">
        <label htmlFor="course-search" className="sr-only">
          Search the course
        </label>
        <input
          id="course-search"
          type="search"
          name="q"
          defaultValue={search?.query}
          maxLength={200}
          placeholder="e.g. curing in the sun"
          className="block w-full rounded-md border border-slate-400 px-3 py-2 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Search
        </button>
      </Form>
      {search ? (
        <section aria-labelledby="search-heading" className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="search-heading" className="font-bold text-slate-900">
            {search.results.length ? `Results for “${search.query}”` : `Nothing in the course matches “${search.query}”.`}
          </h2>
          <ul className="mt-3 divide-y divide-slate-100" data-testid="search-results">
            {search.results.map((result) => {
              const [moduleId, lessonId] = result.lessons[0].split("/");
              return (
                <li key={`${result.kind}-${result.title}`} className="py-3">
                  <Link to={lessonPath({ moduleId, lessonId })} className="font-semibold text-brand-700 underline">
                    {result.title}
                  </Link>
                  <p className="mt-1 text-sm text-slate-700">
                    {result.excerpt.map((segment, index) =>
                      segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
                    )}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
