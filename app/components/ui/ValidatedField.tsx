import type { InputHTMLAttributes, SelectHTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import { describedBy, FieldFrame } from "./FieldFrame";
import { FormField } from "./FormField";

const selectClass =
  "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

/** A text input of a remix-validated-form form: its message comes from the form's schema, in the browser or from the server. */
export function ValidatedInput({ name, label, hint, ...input }: { name: string; label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "prefix">) {
  const { error, getInputProps } = useField(name);
  return <FormField {...getInputProps<InputHTMLAttributes<HTMLInputElement>>(input)} name={name} label={label} hint={hint} error={error} />;
}

export function ValidatedSelect({
  name,
  label,
  options,
  placeholder,
  ...select
}: { name: string; label: string; options: readonly { value: string; label: string }[]; placeholder: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id">) {
  const { error, getInputProps } = useField(name);
  return (
    <FieldFrame name={name} label={label} error={error}>
      <select {...getInputProps({ id: name, ...select })} aria-invalid={error ? true : undefined} aria-describedby={describedBy(name, error)} className={selectClass}>
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
