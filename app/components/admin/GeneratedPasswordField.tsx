import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useField } from "remix-validated-form";
import { describedBy, FieldFrame } from "~/components/ui/FieldFrame";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The temporary password with its Generate button. The password always comes from the
 * server: without JavaScript the button posts the whole form (intent=generate) and the page
 * comes back with everything typed kept; with it, a fetcher asks for a password alone.
 */
export function GeneratedPasswordField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const { error, getInputProps, validate } = useField(name);
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<{ generated: { tempPassword: string } | null }>();
  const generated = fetcher.data?.generated?.tempPassword;
  useEffect(() => {
    if (!generated || !input.current) return;
    input.current.value = generated;
    validate();
  }, [generated, validate]);
  return (
    <FieldFrame name={name} label={label} error={error} hint={hint}>
      <div className="mt-1 flex gap-2">
        <input
          {...getInputProps({ id: name, ref: input, autoComplete: "new-password" })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error, hint)}
          className="block w-full rounded-md border border-slate-400 px-3 py-2 font-mono text-base shadow-sm aria-[invalid=true]:border-red-700"
        />
        <button
          type="submit"
          name="intent"
          value="generate"
          formNoValidate
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            fetcher.submit({ intent: "generate" }, { method: "post" });
          }}
          className="rounded-md border border-slate-400 px-3 py-2 font-semibold text-slate-800"
        >
          {fetcher.state === "idle" ? "Generate" : "Generating..."}
        </button>
      </div>
    </FieldFrame>
  );
}
