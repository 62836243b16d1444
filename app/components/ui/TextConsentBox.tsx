import { useRouteLoaderData } from "@remix-run/react";
import { smsConsentText, TEXT_CONSENT_FIELD } from "~/lib/text-consent";

type Props = { checked?: boolean; defaultChecked?: boolean; onCheckedChange?: (checked: boolean) => void };

/** The text-message consent: its own box beside the phone field, never ticked for the visitor; unticked, no texts. */
export function TextConsentBox({ checked, defaultChecked, onCheckedChange }: Props) {
  return (
    <label className="flex items-start gap-3 text-xs leading-relaxed text-slate-700">
      <input
        type="checkbox"
        id={TEXT_CONSENT_FIELD}
        name={TEXT_CONSENT_FIELD}
        value="yes"
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onCheckedChange ? (event) => onCheckedChange(event.currentTarget.checked) : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
      />
      <span>{smsConsentText(useRouteLoaderData<{ contact: { name: string } }>("root")!.contact.name)}</span>
    </label>
  );
}
