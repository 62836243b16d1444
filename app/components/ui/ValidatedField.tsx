import type { InputHTMLAttributes, SelectHTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import { FormField } from "./FormField";
import { FormSelect } from "./FormSelect";

/** A text input of a remix-validated-form form: its message comes from the form's schema, in the browser or from the server. */
export function ValidatedInput({ name, label, hint, ...input }: { name: string; label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "prefix">) {
  const { error, getInputProps } = useField(name);
  return <FormField {...getInputProps<InputHTMLAttributes<HTMLInputElement>>(input)} name={name} label={label} hint={hint} error={error} />;
}

/** A drop-down of a remix-validated-form form: its message comes from the form's schema, in the browser or from the server. */
export function ValidatedSelect({
  name,
  label,
  options,
  placeholder,
  ...select
}: { name: string; label: string; options: readonly { value: string; label: string }[]; placeholder: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id">) {
  const { error, getInputProps } = useField(name);
  return <FormSelect {...getInputProps<SelectHTMLAttributes<HTMLSelectElement>>(select)} name={name} label={label} options={options} placeholder={placeholder} error={error} />;
}
