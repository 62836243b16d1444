import type { ReactNode } from "react";

/** Label, hint and message around a form control; the control itself is the child. `name` is the control's id. */
export function FieldFrame({
  name,
  label,
  error,
  hint,
  className,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={name} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <FieldMessage name={name} message={error} /> : null}
    </div>
  );
}

/** A refused field's message, named `<field>-error` for aria-describedby and for tests. */
export function FieldMessage({ name, message, className = "mt-1" }: { name: string; message: string; className?: string }) {
  return (
    <p id={`${name}-error`} data-testid={`${name}-error`} className={`${className} text-sm font-medium text-red-700`}>
      {message}
    </p>
  );
}

/** The control's aria-describedby: its message, then its hint. */
export const describedBy = (name: string, error?: string, hint?: string) =>
  [error ? `${name}-error` : "", hint ? `${name}-hint` : ""].filter(Boolean).join(" ") || undefined;
