import { kitShipsStep } from "~/content/checkout";
import type { PageWords } from "~/lib/page-texts/sales";

/** Numbered "what happens next" steps shown on every order summary; an order that ships kits asks for the address and says when they ship. */
export function CheckoutSteps({ shippedKits, words }: { shippedKits: string | null; words: PageWords }) {
  const steps = [
    { title: words.detailsTitle, text: shippedKits === null ? words.detailsText : words.detailsKitText },
    { title: words.payTitle, text: words.payText },
    { title: words.startTitle, text: words.startText },
    ...(shippedKits === null ? [] : [kitShipsStep(shippedKits)]),
  ];
  return (
    <ol className={`grid gap-4 ${shippedKits === null ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
      {steps.map((step, index) => (
        <li key={index} className="rounded-xl border border-slate-200 bg-white p-4">
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
            {index + 1}
          </span>
          <p className="mt-3 font-semibold text-slate-900">{step.title}</p>
          <p className="mt-1 text-sm text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
