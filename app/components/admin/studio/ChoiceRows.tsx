import { useState } from "react";
import { studioQuietButton } from "~/components/admin/studio/StudioParts";
import { useHydrated } from "~/lib/use-hydrated";

type Choice = { id: string; text: string };

let nextKey = 0;

/**
 * A question's choices: a text box each and one radio button for the right one (posted as its
 * row number). As plain HTML a fixed number of rows, blank ones ignored; with JavaScript rows
 * are added (up to `max`) and removed.
 */
export function ChoiceRows({
  name,
  choices,
  answer,
  rows,
  max,
  error,
}: {
  name: string;
  choices: Choice[];
  answer: string;
  rows: number;
  max: number;
  error?: string;
}) {
  const hydrated = useHydrated();
  const [list, setList] = useState(() =>
    Array.from({ length: Math.max(rows, choices.length) }, (_, index) => ({ key: nextKey++, ...(choices[index] ?? { id: "", text: "" }) })),
  );
  const answerRow = choices.findIndex((choice) => choice.id === answer);
  return (
    <fieldset aria-describedby={error ? `${name}-choices-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-900">Choices (pick the right one)</legend>
      <ol className="mt-1 space-y-2">
        {list.map((choice, row) => (
          <li key={choice.key} className="flex items-center gap-2">
            <input type="hidden" name={`${name}.choices.${row}.id`} value={choice.id} />
            <input type="radio" name={`${name}.answer`} value={row} defaultChecked={row === answerRow} aria-label={`Choice ${row + 1} is the right answer`} />
            <input
              name={`${name}.choices.${row}.text`}
              defaultValue={choice.text}
              aria-label={`Choice ${row + 1}`}
              className="min-w-0 flex-1 rounded-md border border-slate-400 px-2 py-1"
            />
            {hydrated ? (
              <button type="button" className={studioQuietButton} onClick={() => setList(list.filter((other) => other.key !== choice.key))}>
                Remove<span className="sr-only"> choice {row + 1}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {hydrated && list.length < max ? (
        <button type="button" className={`mt-2 ${studioQuietButton}`} onClick={() => setList([...list, { key: nextKey++, id: "", text: "" }])}>
          Add a choice
        </button>
      ) : null}
      {error ? (
        <p id={`${name}-choices-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
