import { Link } from "@remix-run/react";
import { lessonPath, type LessonRef } from "~/lib/curriculum";

type Neighbour = (LessonRef & { title: string }) | null;

/** Previous Lesson / Next Lesson through the whole course; a disabled button at either end. */
export function LessonNavigation({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  return (
    <nav aria-label="Lessons" className="mt-10 flex flex-wrap justify-between gap-4 border-t border-slate-200 pt-6">
      <NeighbourLink neighbour={previous} label="Previous Lesson" />
      <NeighbourLink neighbour={next} label="Next Lesson" />
    </nav>
  );
}

function NeighbourLink({ neighbour, label }: { neighbour: Neighbour; label: string }) {
  if (!neighbour) {
    return (
      <button type="button" disabled className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-400">
        {label}
      </button>
    );
  }
  return (
    <Link to={lessonPath(neighbour)} className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
      {label}
      <span className="block text-xs font-normal text-slate-600">{neighbour.title}</span>
    </Link>
  );
}
