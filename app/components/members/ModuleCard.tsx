import { Link } from "@remix-run/react";
import { longDateLabel } from "~/lib/calendar-dates";
import { lessonPath, quizPath, type ModuleOverview } from "~/lib/curriculum";
import { ProgressBar } from "~/components/members/ProgressBar";

/** One module on the dashboard: a collapsible card with its progress, numbered lessons and checkpoint quiz. */
export function ModuleCard({ module, open }: { module: ModuleOverview; open: boolean }) {
  return (
    <details open={open} className="group rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid={`module-${module.id}`}>
      <summary className="flex cursor-pointer list-none flex-col gap-3 p-5 [&::-webkit-details-marker]:hidden">
        <span className="flex items-start justify-between gap-4">
          <span>
            <span className="block text-lg font-bold text-slate-900">{module.title}</span>
            <span className="mt-1 block text-sm text-slate-700">{module.description}</span>
            {module.opensOn ? (
              <span className="mt-1 block text-sm font-semibold text-slate-800" data-testid="module-opens-on">
                <span aria-hidden="true" className="icon-lock" /> Opens on {longDateLabel(module.opensOn)}
              </span>
            ) : null}
          </span>
          <span aria-hidden="true" className="mt-1 text-brand-700 transition group-open:rotate-180">
            ▾
          </span>
        </span>
        <ProgressBar label="Module Progress" progress={module.progress} />
      </summary>
      <ol className="divide-y divide-slate-100 border-t border-slate-100">
        {module.lessons.map((lesson) => (
          <li key={lesson.lessonId} className="lesson-row" data-testid={`lesson-row-${lesson.moduleId}-${lesson.lessonId}`}>
            <span className="lesson-row-number">{lesson.number}</span>
            <span className="min-w-0 flex-1">
              <span className="lesson-row-title">{lesson.title}</span>
              <span className="lesson-row-length">{lesson.duration === "TBD" ? "Length to be announced" : lesson.duration}</span>
            </span>
            {lesson.completed ? (
              <span className="lesson-row-status text-green-700">
                <span aria-hidden="true">✓ </span>Completed
              </span>
            ) : null}
            {lesson.locked ? (
              <span className="lesson-row-status text-slate-500">
                <span aria-hidden="true" className="icon-lock" />
                Locked
              </span>
            ) : (
              <Link to={lessonPath(lesson)} aria-label={`Start lesson ${lesson.number}: ${lesson.title}`} className="lesson-row-start">
                Start
              </Link>
            )}
          </li>
        ))}
        {module.quiz ? (
          <li className="lesson-row" data-testid={`quiz-row-${module.id}`}>
            <span className="lesson-row-number" aria-hidden="true">
              ✎
            </span>
            <span className="min-w-0 flex-1">
              <span className="lesson-row-title">Checkpoint quiz: {module.quiz.title}</span>
              <span className="lesson-row-length">
                {module.quiz.questionCount} questions{module.quiz.bestPercent === null ? "" : ` · best score ${module.quiz.bestPercent}%`}
              </span>
            </span>
            {module.quiz.status === "passed" ? (
              <span className="lesson-row-status text-green-700">
                <span aria-hidden="true">✓ </span>Passed
              </span>
            ) : null}
            {module.quiz.status === "locked" ? (
              <span className="lesson-row-status text-slate-500">
                <span aria-hidden="true" className="icon-lock" />
                After the lessons
              </span>
            ) : (
              <Link
                to={quizPath(module.id)}
                aria-label={`${module.quiz.status === "passed" ? "Review" : "Take"} the quiz: ${module.quiz.title}`}
                className="lesson-row-start"
              >
                {module.quiz.status === "passed" ? "Review" : module.quiz.bestPercent === null ? "Start" : "Retry"}
              </Link>
            )}
          </li>
        ) : null}
      </ol>
    </details>
  );
}
