import { useActionData } from "@remix-run/react";
import type { InputHTMLAttributes, SelectHTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import { answeredWithMessages } from "~/lib/validation-answer";
import { FormField } from "~/components/ui/FormField";
import { FormSelect } from "~/components/ui/FormSelect";

const CHECKED_AS_CHANGED = { initial: "onChange", whenTouched: "onChange", whenSubmitted: "onChange" } as const;

/**
 * A field of a remix-validated-form form. Once a post has been answered with messages, even
 * by the server to a plain post sent before the form's code ran, the field is checked as it
 * changes, as after a post checked in the page: its message never waits for the field to be
 * left, which would move the button being pressed from under the pointer.
 */
function useCheckedField(name: string) {
  return useField(name, answeredWithMessages(useActionData()) ? { validationBehavior: CHECKED_AS_CHANGED } : undefined);
}

/** A text input of a remix-validated-form form: its message comes from the form's schema, in the browser or from the server. */
export function ValidatedInput({
  name,
  label,
  hint,
  ...input
}: { name: string; label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "prefix">) {
  const { error, getInputProps } = useCheckedField(name);
  return <FormField {...getInputProps<InputHTMLAttributes<HTMLInputElement>>(input)} name={name} label={label} hint={hint} error={error} />;
}

/** A drop-down of a remix-validated-form form: its message comes from the form's schema, in the browser or from the server. */
export function ValidatedSelect({
  name,
  label,
  options,
  placeholder,
  ...select
}: { name: string; label: string; options: readonly { value: string; label: string }[]; placeholder: string } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "name" | "id"
>) {
  const { error, getInputProps } = useCheckedField(name);
  return (
    <FormSelect
      {...getInputProps<SelectHTMLAttributes<HTMLSelectElement>>(select)}
      name={name}
      label={label}
      options={options}
      placeholder={placeholder}
      error={error}
    />
  );
}
