import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { useField } from "remix-validated-form";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

/** Label, hint and message around a field; the field itself is the child. */
export function FieldFrame({ name, label, error, hint, children }: { name: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${name}-error`} data-testid={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const describedBy = (name: string, error?: string, hint?: string) => [error ? `${name}-error` : "", hint ? `${name}-hint` : ""].filter(Boolean).join(" ") || undefined;

/** A text input of a remix-validated-form form: its message comes from the form's schema, in the browser or from the server. */
export function ValidatedInput({ name, label, hint, ...input }: { name: string; label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  const { error, getInputProps } = useField(name);
  return (
    <FieldFrame name={name} label={label} error={error} hint={hint}>
      <input {...getInputProps({ id: name, ...input })} aria-invalid={error ? true : undefined} aria-describedby={describedBy(name, error, hint)} className={inputClass} />
    </FieldFrame>
  );
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
      <select {...getInputProps({ id: name, ...select })} aria-invalid={error ? true : undefined} aria-describedby={describedBy(name, error)} className={inputClass}>
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
