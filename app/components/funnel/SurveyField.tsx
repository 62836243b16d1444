import { describedBy, FieldMessage } from "~/components/ui/FieldFrame";
import type { SurveyField as FieldDefinition } from "~/lib/survey-definition";

type Props = {
  field: FieldDefinition;
  value: string;
  error?: string;
  onValueChange: (name: string, value: string) => void;
};

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

export function SurveyField({ field, value, error, onValueChange }: Props) {
  const described = describedBy(field.name, error);
  const errorText = error ? <FieldMessage name={field.name} message={error} /> : null;

  if (field.kind === "choice") {
    return (
      <fieldset aria-describedby={described} aria-invalid={error ? true : undefined}>
        <legend className="text-base font-semibold text-slate-900">{field.label}</legend>
        <div className="mt-2 grid gap-2">
          {field.options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={field.name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onValueChange(field.name, option.value)}
                className="h-4 w-4 accent-brand-700"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  const common = {
    id: field.name,
    name: field.name,
    value,
    placeholder: field.placeholder,
    autoComplete: field.autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [described, field.notice ? `${field.name}-notice` : undefined].filter(Boolean).join(" ") || undefined,
    className: inputClass,
    onChange: (event: { currentTarget: { value: string } }) => onValueChange(field.name, event.currentTarget.value),
  };
  return (
    <div>
      <label htmlFor={field.name} className="block text-sm font-semibold text-slate-900">
        {field.label}
      </label>
      {field.kind === "textarea" ? (
        <textarea rows={4} maxLength={field.maxLength} {...common} />
      ) : (
        <input type={field.kind} maxLength={field.maxLength} {...common} />
      )}
      {errorText}
      {field.notice ? (
        <p id={`${field.name}-notice`} className="mt-2 text-xs leading-relaxed text-slate-600">
          {field.notice}
        </p>
      ) : null}
    </div>
  );
}
