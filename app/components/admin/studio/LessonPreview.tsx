/** A lesson text's parts as the server rendered them (Markdown through the lesson allow-list), for the lesson editor's preview. */
export function LessonPreview({ parts }: { parts: { id: string; label: string; html: string }[] }) {
  if (parts.length === 0) return <p className="text-slate-700">No text yet.</p>;
  return (
    <>
      {parts.map((part) => (
        <div key={part.id} className="mt-4 first:mt-0">
          {part.label ? <p className="rounded bg-slate-100 px-2 py-1 text-sm font-bold text-slate-900">Tab: {part.label}</p> : null}
          {/* Rendered on the server through the lesson allow-list (courses.server.ts). */}
          <div className="lesson-text mt-2 max-w-none text-slate-800" dangerouslySetInnerHTML={{ __html: part.html }} />
        </div>
      ))}
    </>
  );
}
