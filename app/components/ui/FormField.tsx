import type { InputHTMLAttributes } from "react";
import { describedBy, FieldFrame } from "~/components/ui/FieldFrame";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "prefix"> & {
  name: string;
  /** The control's id when a page holds several forms with the same fields (default: the name). */
  id?: string;
  label: string;
  error?: string;
  hint?: string;
  /** A unit shown inside the box, e.g. "$". */
  prefix?: string;
};

/** A labelled text input with its hint and its error message tied to it for screen readers. */
export function FormField({ name, id = name, label, error, hint, prefix, className = "", ...input }: Props) {
  return (
    <FieldFrame name={id} label={label} error={error} hint={hint} className={className}>
      <div className="relative mt-1">
        {prefix ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`block w-full rounded-md border border-slate-400 py-2 pr-3 text-base shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700 ${
            prefix ? "pl-7" : "pl-3"
          }`}
          {...input}
        />
      </div>
    </FieldFrame>
  );
}
