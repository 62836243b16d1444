import type { SelectHTMLAttributes } from "react";
import { describedBy, FieldFrame } from "~/components/ui/FieldFrame";

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "name"> & {
  name: string;
  /** The control's id when a page holds several forms with the same fields (default: the name). */
  id?: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The empty first option, e.g. "Choose your state". */
  placeholder: string;
  error?: string;
  hint?: string;
};

/** A labelled drop-down with its hint and its error message tied to it for screen readers. */
export function FormSelect({ name, id = name, label, options, placeholder, error, hint, className = "", ...select }: Props) {
  return (
    <FieldFrame name={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className="mt-1 block h-[2.625rem] w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700"
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
